import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { progressPercent, type ShownDashboardStats } from "@/domain/overview/overview";

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <div className="space-y-2" data-testid={`progress-${label}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {done} of {total}
        </span>
      </div>
      <Progress
        value={progressPercent(done, total)}
        aria-label={label}
        aria-valuetext={`${done} of ${total}`}
      />
    </div>
  );
}

/** docs/product.md §2.3: three bars; a bar whose total is 0 shows 0. */
export function TourProgressCard({ stats }: { stats: ShownDashboardStats }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none tracking-tight">Tour Progress</h2>
        <CardDescription>Where your tours stand right now.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <Bar label="Venues Confirmed" done={stats.venuesConfirmed} total={stats.totalVenues} />
        <Bar
          label="Marketing Campaign"
          done={stats.marketingCampaigns}
          total={stats.totalCampaigns}
        />
        <Bar
          label="Merchandise Ready"
          done={stats.merchandiseReady}
          total={stats.totalMerchandise}
        />
      </CardContent>
    </Card>
  );
}
