import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "@/client/components/chart-card";
import { t } from "@/client/i18n/t";
import { formatHomeWhole } from "@/domain/currencies/currency";
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatExact, formatReach } from "@/domain/format";
import { isHidden } from "@/domain/hidden";
import { campaignsOverTime } from "@/domain/marketing/insights";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { formatEngagement, platformBreakdown } from "@/domain/marketing/stats";
import { toCents } from "@/domain/money";
import { hiddenLabel } from "../labels";

// Recharts lives only in this module, which the Analytics tab loads on first view.

const PRIMARY = "var(--primary)";
const SECONDARY = "color-mix(in oklch, var(--primary) 30%, white)";
const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
/** The drawing is decorative next to its table, so recharts' keyboard layer is off. */
// The right margin leaves room for the last axis label ("360.0K"), which the chart's own box
// would otherwise cut in half on a phone.
const chartProps = {
  accessibilityLayer: false,
  responsive: true,
  margin: { top: 5, right: 24, bottom: 5, left: 5 },
} as const;
const rowHeight = (rows: number) => ({ width: "100%", height: Math.max(160, 56 + rows * 44) });

// docs/product.md §8.4: money is shown with no decimals, cost per 1,000 included, in its currency.
const dollars = (money: string) => toCents(money) / 100;

export function AnalyticsCharts({ campaigns }: { campaigns: Campaign[] }) {
  const platforms = platformBreakdown(campaigns);
  const months = campaignsOverTime(campaigns);
  // Issue 41: costs are drawn on one axis only when every platform's are in one currency.
  const currencies = new Set(platforms.map((p) => p.currency));
  const axisCurrency = currencies.size === 1 ? [...currencies][0]! : null;
  const costs = platforms.map((p) => ({
    platform: p.platform,
    cost:
      axisCurrency === null || p.costPerThousand === null || isHidden(p.costPerThousand)
        ? null
        : dollars(p.costPerThousand),
  }));
  const money = (v: number) => formatHomeWhole(v, axisCurrency ?? "USD");
  // Artists are not sent budgets (reader-shape.ts): the spend chart is left out for them.
  const showsSpend = !platforms.some((p) => isHidden(p.budget));

  return (
    <div className="grid gap-6">
      <ChartCard
        tableBeside
        title={t({
          id: "marketing.analytics.reachByPlatform",
          defaultMessage: "Reach by platform",
        })}
        description={t({
          id: "marketing.analytics.reachDescription",
          defaultMessage: "People reached against the target, per platform.",
        })}
        chart={
          <BarChart
            {...chartProps}
            data={platforms}
            layout="vertical"
            style={rowHeight(platforms.length)}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={formatReach} tick={AXIS} />
            <YAxis type="category" dataKey="platform" width={76} tick={AXIS} />
            <Tooltip formatter={(v) => formatReach(Number(v))} />
            <Legend
              formatter={(value) => <span className="text-sm text-foreground">{value}</span>}
            />
            <Bar
              dataKey="reach"
              name={t({ id: "marketing.partners.reach", defaultMessage: "Reach" })}
              fill={PRIMARY}
              radius={3}
            />
            <Bar
              dataKey="targetReach"
              name={t({ id: "marketing.analytics.target", defaultMessage: "Target" })}
              fill={SECONDARY}
              radius={3}
            />
          </BarChart>
        }
        table={{
          caption: t({
            id: "marketing.analytics.reachByPlatform",
            defaultMessage: "Reach by platform",
          }),
          columns: [
            t({ id: "marketing.form.platform", defaultMessage: "Platform" }),
            t({ id: "marketing.page.campaigns", defaultMessage: "Campaigns" }),
            t({ id: "marketing.partners.reach", defaultMessage: "Reach" }),
            t({ id: "marketing.analytics.target", defaultMessage: "Target" }),
          ],
          rows: platforms.map((p) => ({
            key: p.platform,
            cells: [
              p.platform,
              String(p.campaigns),
              formatExact(p.reach),
              formatExact(p.targetReach),
            ],
          })),
        }}
      />
      <ChartCard
        tableBeside
        title={t({
          id: "marketing.analytics.engagementByPlatform",
          defaultMessage: "Engagement by platform",
        })}
        description={t({
          id: "marketing.analytics.engagementDescription",
          defaultMessage: "Average engagement rate of the campaigns on each platform.",
        })}
        chart={
          <BarChart
            {...chartProps}
            data={platforms}
            layout="vertical"
            style={rowHeight(platforms.length)}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={(v) => `${v}%`} tick={AXIS} />
            <YAxis type="category" dataKey="platform" width={76} tick={AXIS} />
            <Tooltip formatter={(v) => formatEngagement(Number(v))} />
            <Bar
              dataKey="averageEngagement"
              name={t({
                id: "marketing.analytics.avgEngagement",
                defaultMessage: "Avg. engagement",
              })}
              fill={PRIMARY}
              radius={3}
            />
          </BarChart>
        }
        table={{
          caption: t({
            id: "marketing.analytics.avgEngagementByPlatform",
            defaultMessage: "Average engagement by platform",
          }),
          columns: [
            t({ id: "marketing.form.platform", defaultMessage: "Platform" }),
            t({ id: "marketing.analytics.avgEngagement", defaultMessage: "Avg. engagement" }),
          ],
          rows: platforms.map((p) => ({
            key: p.platform,
            cells: [p.platform, formatEngagement(p.averageEngagement)],
          })),
        }}
      />
      {showsSpend && (
        <ChartCard
          tableBeside
          title={t({ id: "marketing.analytics.budgetVsReach", defaultMessage: "Budget vs reach" })}
          description={
            axisCurrency === null
              ? t({
                  id: "marketing.analytics.costManyCurrencies",
                  defaultMessage:
                    "What each platform cost per 1,000 people reached, in its budgets' currency. Budgets in several currencies are not compared.",
                })
              : t({
                  id: "marketing.analytics.costDescription",
                  defaultMessage:
                    "What each platform cost per 1,000 people reached. Lower is better.",
                })
          }
          chart={
            <BarChart
              {...chartProps}
              data={costs}
              layout="vertical"
              style={rowHeight(costs.length)}
            >
              <CartesianGrid horizontal={false} strokeDasharray="3 3" />
              <XAxis type="number" tickFormatter={(v) => money(v)} tick={AXIS} />
              <YAxis type="category" dataKey="platform" width={76} tick={AXIS} />
              <Tooltip formatter={(v) => money(Number(v))} />
              <Bar
                dataKey="cost"
                name={t({
                  id: "marketing.analytics.costPer1000",
                  defaultMessage: "Cost per 1,000 reached",
                })}
                fill={PRIMARY}
                radius={3}
              />
            </BarChart>
          }
          table={{
            caption: t({
              id: "marketing.analytics.costCaption",
              defaultMessage: "Budget, reach and cost per 1,000 reached by platform",
            }),
            columns: [
              t({ id: "marketing.form.platform", defaultMessage: "Platform" }),
              t({ id: "marketing.partners.budget", defaultMessage: "Budget" }),
              t({ id: "marketing.partners.reach", defaultMessage: "Reach" }),
              t({ id: "marketing.analytics.per1000", defaultMessage: "Per 1,000" }),
            ],
            rows: platforms.map((p) => ({
              key: p.platform,
              cells: [
                p.platform,
                isHidden(p.budget)
                  ? hiddenLabel()
                  : formatByCurrency(p.budget, "—", { whole: true }),
                formatExact(p.reach),
                p.currency === null || p.costPerThousand === null || isHidden(p.costPerThousand)
                  ? "—"
                  : formatHomeWhole(p.costPerThousand, p.currency),
              ],
            })),
          }}
        />
      )}
      <ChartCard
        tableBeside
        title={t({ id: "marketing.analytics.overTime", defaultMessage: "Campaigns over time" })}
        description={t({
          id: "marketing.analytics.overTimeDescription",
          defaultMessage: "Campaigns by the month they start, with the reach they brought.",
        })}
        chart={
          <BarChart {...chartProps} data={months} style={{ width: "100%", height: 240 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={AXIS} minTickGap={8} />
            <YAxis allowDecimals={false} width={32} tick={AXIS} />
            <Tooltip />
            <Bar
              dataKey="campaigns"
              name={t({ id: "marketing.page.campaigns", defaultMessage: "Campaigns" })}
              fill={PRIMARY}
              radius={3}
              maxBarSize={56}
            />
          </BarChart>
        }
        table={{
          caption: t({
            id: "marketing.analytics.overTimeCaption",
            defaultMessage: "Campaigns and reach by start month",
          }),
          columns: [
            t({ id: "marketing.analytics.month", defaultMessage: "Month" }),
            t({ id: "marketing.page.campaigns", defaultMessage: "Campaigns" }),
            t({ id: "marketing.partners.reach", defaultMessage: "Reach" }),
          ],
          rows: months.map((m) => ({
            key: m.month,
            cells: [m.label, String(m.campaigns), formatExact(m.reach)],
          })),
        }}
      />
    </div>
  );
}
