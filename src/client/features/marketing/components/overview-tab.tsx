import { Banknote, Flame, Megaphone, Plus, TrendingUp, Users } from "lucide-react";
import { SectionTitle } from "@/client/components/section-title";
import { StatCard } from "@/client/components/stat-card";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { t } from "@/client/i18n/t";
import { useMoney } from "@/client/lib/use-money";
import { useWorkspace } from "@/client/lib/workspace";
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatReach } from "@/domain/format";
import { isHidden } from "@/domain/hidden";
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
import { hiddenLabel } from "../labels";
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
          label={t({ id: "marketing.overview.totalBudget", defaultMessage: "Total Budget" })}
          value={
            isHidden(s.totalBudget)
              ? hiddenLabel()
              : formatByCurrency(s.totalBudget, money.whole(0), { whole: true })
          }
          caption={
            isHidden(s.totalBudget)
              ? t({
                  id: "marketing.overview.ownersOnly",
                  defaultMessage: "owners and managers only",
                })
              : t(
                  {
                    id: "marketing.overview.across",
                    defaultMessage: "across {count, plural, one {# campaign} other {# campaigns}}",
                  },
                  { count: s.total },
                )
          }
          icon={Banknote}
        />
        <StatCard
          label={t({ id: "marketing.overview.totalReach", defaultMessage: "Total Reach" })}
          value={formatReach(s.totalReach)}
          caption={t(
            { id: "marketing.overview.ofTargeted", defaultMessage: "of {target} targeted" },
            { target: formatReach(s.totalTargetReach) },
          )}
          icon={Users}
        />
        <StatCard
          label={t({
            id: "marketing.overview.activeCampaigns",
            defaultMessage: "Active Campaigns",
          })}
          value={String(s.active)}
          caption={t({ id: "marketing.overview.runningNow", defaultMessage: "running now" })}
          icon={Megaphone}
        />
        <StatCard
          label={t({ id: "marketing.overview.viralContent", defaultMessage: "Viral Content" })}
          value={String(s.viral)}
          caption={t(
            { id: "marketing.overview.overReach", defaultMessage: "over {threshold} reach" },
            { threshold: VIRAL_REACH_THRESHOLD.toLocaleString("en-US") },
          )}
          icon={Flame}
        />
        <StatCard
          label={t({ id: "marketing.overview.avgEngagement", defaultMessage: "Avg. Engagement" })}
          value={formatEngagement(s.averageEngagement)}
          caption={t({
            id: "marketing.overview.meanOfAll",
            defaultMessage: "mean of all campaigns",
          })}
          icon={TrendingUp}
        />
      </div>
      <Card>
        <CardHeader>
          <SectionTitle>
            {t({ id: "marketing.overview.activeCampaigns", defaultMessage: "Active Campaigns" })}
          </SectionTitle>
        </CardHeader>
        <CardContent>
          {active.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground">
                {t({
                  id: "marketing.overview.noActive",
                  defaultMessage: "No active campaigns. Create your first campaign to get started!",
                })}
              </p>
              {onCreate && campaigns.length === 0 ? (
                <Button onClick={onCreate}>
                  <Plus aria-hidden="true" />
                  {t({
                    id: "marketing.campaigns.createFirst",
                    defaultMessage: "Create Your First Campaign",
                  })}
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
                      {c.targetReach > 0
                        ? t(
                            {
                              id: "marketing.overview.reachedOf",
                              defaultMessage: "{reach} of {target} reached",
                            },
                            {
                              reach: formatReach(c.actualReach),
                              target: formatReach(c.targetReach),
                            },
                          )
                        : t(
                            { id: "marketing.overview.reached", defaultMessage: "{reach} reached" },
                            { reach: formatReach(c.actualReach) },
                          )}
                    </span>
                  </div>
                  {c.targetReach > 0 && (
                    <Progress
                      value={reachProgress(c)}
                      aria-valuetext={formatReachProgress(c)}
                      aria-label={t(
                        {
                          id: "marketing.card.progressLabel",
                          defaultMessage: "{title}: reach against target",
                        },
                        { title: c.title },
                      )}
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
