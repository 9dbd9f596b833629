import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Suspense, useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { useGreetingName } from "@/client/lib/greeting";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { useHydrated } from "@/client/lib/use-hydrated";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import { overviewQuery } from "./api/overview";
import { BehindPaceCard } from "./components/behind-pace-card";
import { QuickLinks } from "./components/quick-links";
import { RecentToursCard } from "./components/recent-tours-card";
import { StatCards } from "./components/stat-cards";
import { TourProgressCard } from "./components/tour-progress-card";

// The export dialog (forms, selects, checkboxes) loads when it is first opened, not with the
// Overview's figures.
const ExportDialog = preloadable(
  async () => (await import("./components/export-dialog")).ExportDialog,
);

/** docs/product.md §2 Overview: statistics, progress, recent tours and the areas, from one request. */
export function OverviewPage() {
  const overview = useQuery(overviewQuery);
  const [exporting, setExporting] = useState(false);
  // Stays mounted once opened, so closing animates and gives focus back to the button.
  const [exportOpened, setExportOpened] = useState(false);
  // Rendered by the server first (src/server/overview-page.ts): disabled until React has taken
  // over, rather than a button that does nothing when clicked.
  const hydrated = useHydrated();
  // Exports are the managers' (ADR 0019). The server renders the button before the role is
  // known; it goes once the role is known to lack it, so an owner's page never shifts.
  const workspace = useWorkspace();
  const can = useCan();
  const greeting = useGreetingName();
  const mayExport = !workspace.data || can("GET /api/exports/tours.csv");

  return (
    <>
      <PageHeader
        title={t(
          { id: "overview.page.welcome", defaultMessage: "Welcome Back, {name}" },
          { name: greeting },
        )}
        description={t({
          id: "overview.page.description",
          defaultMessage: "Here is how your tours are shaping up.",
        })}
        actions={
          mayExport && (
            <Button
              variant="outline"
              disabled={!hydrated}
              {...onIntent(ExportDialog.preload)}
              onClick={() => {
                setExportOpened(true);
                setExporting(true);
              }}
            >
              <Download aria-hidden="true" />
              {t({ id: "overview.export.title", defaultMessage: "Export Data" })}
            </Button>
          )
        }
      />
      <QueryState
        query={overview}
        errorText={t({
          id: "app.logistics.toursFailed",
          defaultMessage: "Failed to fetch tour data",
        })}
        formatError={(message) =>
          t(
            {
              id: "overview.page.loadError",
              defaultMessage: "Error loading dashboard data: {message}",
            },
            { message },
          )
        }
      >
        {(data) => (
          <div className="space-y-6">
            <StatCards stats={data.stats} />
            {/* An answer saved offline before issue 51 has no flag. */}
            <BehindPaceCard shows={data.behindPace ?? []} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <TourProgressCard stats={data.stats} />
              <RecentToursCard tours={data.recentTours} />
            </div>
            <QuickLinks />
          </div>
        )}
      </QueryState>
      {exportOpened ? (
        <Suspense fallback={null}>
          <ExportDialog open={exporting} onOpenChange={setExporting} />
        </Suspense>
      ) : null}
    </>
  );
}
