import { Banknote, Flame, Megaphone, Plus, TrendingUp, Users } from "lucide-react";
import { SectionTitle } from "@/client/components/section-title";
import { StatCard } from "@/client/components/stat-card";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { useMoney } from "@/client/lib/use-money";
import { useWorkspace } from "@/client/lib/workspace";
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatReach } from "@/domain/format";
import { HIDDEN_LABEL, isHidden } from "@/domain/hidden";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import {
  formatEngagement,
  formatReachProgress,
  isViral,
  reachProgress,
  summarizeCampaigns,
  VIRAL_REACH_THRESHOLD,
} from "@/domain/marketing/stats";
import { seesMoney } from "@/domain/team/roles";
import { ViralBadge } from "./campaign-badges";

/** docs/product.md §8.4 figures over every campaign, then the campaigns running now. */
export function OverviewTab({
  campaigns,
  onCreate,
}: {
  campaigns: Campaign[];
  onCreate?: () => void;
}) {
  const role = useWorkspace().data?.role;
  const s = summarizeCampaigns(campaigns, role === undefined || seesMoney(role));
  const money = useMoney();
  const active = campaigns.filter((c) => c.status === "active");
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        <StatCard
          className="col-span-2 lg:col-span-1"
          label="Total Budget"
          value={
            isHidden(s.totalBudget)
              ? HIDDEN_LABEL
              : formatByCurrency(s.totalBudget, money.whole(0), { whole: true })
          }
          caption={
            isHidden(s.totalBudget)
              ? "owners and managers only"
              : `across ${s.total} ${s.total === 1 ? "campaign" : "campaigns"}`
          }
          icon={Banknote}
        />
        <StatCard
          label="Total Reach"
          value={formatReach(s.totalReach)}
          caption={`of ${formatReach(s.totalTargetReach)} targeted`}
          icon={Users}
        />
        <StatCard
          label="Active Campaigns"
          value={String(s.active)}
          caption="running now"
          icon={Megaphone}
        />
        <StatCard
          label="Viral Content"
          value={String(s.viral)}
          caption={`over ${VIRAL_REACH_THRESHOLD.toLocaleString("en-US")} reach`}
          icon={Flame}
        />
        <StatCard
          label="Avg. Engagement"
          value={formatEngagement(s.averageEngagement)}
          caption="mean of all campaigns"
          icon={TrendingUp}
        />
      </div>
      <Card>
        <CardHeader>
          <SectionTitle>Active Campaigns</SectionTitle>
        </CardHeader>
        <CardContent>
          {active.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground">
                No active campaigns. Create your first campaign to get started!
              </p>
              {onCreate && campaigns.length === 0 ? (
                <Button onClick={onCreate}>
                  <Plus aria-hidden="true" />
                  Create Your First Campaign
                </Button>
              ) : null}
            </div>
          ) : (
            <ul className="divide-y">
              {active.map((c) => (
                <li key={c.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="break-words font-medium">{c.title}</span>
                      <Badge variant="secondary">{c.platform}</Badge>
                      {isViral(c) && <ViralBadge />}
                    </div>
                    <span className="text-sm tabular-nums text-muted-foreground">
                      {formatReach(c.actualReach)}
                      {c.targetReach > 0 && ` of ${formatReach(c.targetReach)}`} reached
                    </span>
                  </div>
                  {c.targetReach > 0 && (
                    <Progress
                      value={reachProgress(c)}
                      aria-valuetext={formatReachProgress(c)}
                      aria-label={`${c.title}: reach against target`}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
