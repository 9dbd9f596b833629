import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { sessionQuery } from "@/client/lib/auth-client";
import { displayArtistName } from "@/domain/profile";
import { overviewQuery } from "./api/overview";
import { ExportDialog } from "./components/export-dialog";
import { QuickLinks } from "./components/quick-links";
import { RecentToursCard } from "./components/recent-tours-card";
import { StatCards } from "./components/stat-cards";
import { TourProgressCard } from "./components/tour-progress-card";

/** Spec §2 Overview: statistics, progress, recent tours and the areas, from one request. */
export function OverviewPage() {
  const session = useQuery(sessionQuery);
  const overview = useQuery(overviewQuery);
  const [exporting, setExporting] = useState(false);

  return (
    <>
      <PageHeader
        title={`Welcome Back, ${displayArtistName(session.data?.user.artistName)}`}
        description="Here is how your tours are shaping up."
        actions={
          <Button variant="outline" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" />
            Export Data
          </Button>
        }
      />
      <QueryState
        query={overview}
        errorText="Failed to fetch tour data"
        formatError={(message) => `Error loading dashboard data: ${message}`}
      >
        {(data) => (
          <div className="space-y-6">
            <StatCards stats={data.stats} />
            <div className="grid gap-6 lg:grid-cols-2">
              <TourProgressCard stats={data.stats} />
              <RecentToursCard tours={data.recentTours} />
            </div>
            <QuickLinks />
          </div>
        )}
      </QueryState>
      <ExportDialog open={exporting} onOpenChange={setExporting} />
    </>
  );
}
