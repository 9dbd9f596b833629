import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { t } from "@/client/i18n/t";
import { progressPercent, type ShownDashboardStats } from "@/domain/overview/overview";

function Bar({
  testId,
  label,
  done,
  total,
}: {
  /** The English name tests find the bar by, whatever the language. */
  testId: string;
  label: string;
  done: number;
  total: number;
}) {
  const figures = t(
    { id: "overview.progress.figures", defaultMessage: "{done} of {total}" },
    { done, total },
  );
  return (
    <div className="space-y-2" data-testid={`progress-${testId}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{figures}</span>
      </div>
      <Progress value={progressPercent(done, total)} aria-label={label} aria-valuetext={figures} />
    </div>
  );
}

/** docs/product.md §2.3: three bars; a bar whose total is 0 shows 0. */
export function TourProgressCard({ stats }: { stats: ShownDashboardStats }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none tracking-tight">
          {t({ id: "overview.progress.title", defaultMessage: "Tour Progress" })}
        </h2>
        <CardDescription>
          {t({
            id: "overview.progress.description",
            defaultMessage: "Where your tours stand right now.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <Bar
          testId="Venues Confirmed"
          label={t({ id: "overview.progress.venues", defaultMessage: "Venues Confirmed" })}
          done={stats.venuesConfirmed}
          total={stats.totalVenues}
        />
        <Bar
          testId="Marketing Campaign"
          label={t({ id: "overview.progress.marketing", defaultMessage: "Marketing Campaign" })}
          done={stats.marketingCampaigns}
          total={stats.totalCampaigns}
        />
        <Bar
          testId="Merchandise Ready"
          label={t({ id: "overview.progress.merch", defaultMessage: "Merchandise Ready" })}
          done={stats.merchandiseReady}
          total={stats.totalMerchandise}
        />
      </CardContent>
    </Card>
  );
}
