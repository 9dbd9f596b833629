import { EmptyState } from "@/client/components/query-state";
import { t } from "@/client/i18n/t";
import { lazyChart } from "@/client/offline/lazy-chart";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";

// The charting library is large; only someone who opens Analytics downloads it (and offline,
// a device that never did is told so in its place: offline/lazy-chart.tsx).
const AnalyticsCharts = lazyChart(async () => (await import("./analytics-charts")).AnalyticsCharts);

export function AnalyticsTab({ campaigns }: { campaigns: Campaign[] }) {
  if (campaigns.length === 0) {
    return (
      <EmptyState
        text={t({
          id: "marketing.analytics.empty",
          defaultMessage: "No campaigns to analyse yet. Charts appear once you add one.",
        })}
      />
    );
  }
  return <AnalyticsCharts campaigns={campaigns} />;
}
