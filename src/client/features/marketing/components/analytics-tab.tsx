import { lazy, Suspense } from "react";
import { EmptyState } from "@/client/components/query-state";
import { Spinner } from "@/client/components/ui/spinner";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";

// The charting library is large; only someone who opens Analytics downloads it.
const AnalyticsCharts = lazy(async () => ({
  default: (await import("./analytics-charts")).AnalyticsCharts,
}));

export function AnalyticsTab({ campaigns }: { campaigns: Campaign[] }) {
  if (campaigns.length === 0) {
    return <EmptyState text="No campaigns to analyse yet. Charts appear once you add one." />;
  }
  return (
    <Suspense fallback={<Spinner label="Loading charts..." />}>
      <AnalyticsCharts campaigns={campaigns} />
    </Suspense>
  );
}
