import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "@/client/components/chart-card";
import { formatHomeWhole } from "@/domain/currencies/currency";
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatExact, formatReach } from "@/domain/format";
import { HIDDEN_LABEL, isHidden } from "@/domain/hidden";
import { campaignsOverTime } from "@/domain/marketing/insights";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { formatEngagement, platformBreakdown } from "@/domain/marketing/stats";
import { toCents } from "@/domain/money";

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
        title="Reach by platform"
        description="People reached against the target, per platform."
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
            <Bar dataKey="reach" name="Reach" fill={PRIMARY} radius={3} />
            <Bar dataKey="targetReach" name="Target" fill={SECONDARY} radius={3} />
          </BarChart>
        }
        table={{
          caption: "Reach by platform",
          columns: ["Platform", "Campaigns", "Reach", "Target"],
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
        title="Engagement by platform"
        description="Average engagement rate of the campaigns on each platform."
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
            <Bar dataKey="averageEngagement" name="Avg. engagement" fill={PRIMARY} radius={3} />
          </BarChart>
        }
        table={{
          caption: "Average engagement by platform",
          columns: ["Platform", "Avg. engagement"],
          rows: platforms.map((p) => ({
            key: p.platform,
            cells: [p.platform, formatEngagement(p.averageEngagement)],
          })),
        }}
      />
      {showsSpend && (
        <ChartCard
          tableBeside
          title="Budget vs reach"
          description={
            axisCurrency === null
              ? "What each platform cost per 1,000 people reached, in its budgets' currency. Budgets in several currencies are not compared."
              : "What each platform cost per 1,000 people reached. Lower is better."
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
              <Bar dataKey="cost" name="Cost per 1,000 reached" fill={PRIMARY} radius={3} />
            </BarChart>
          }
          table={{
            caption: "Budget, reach and cost per 1,000 reached by platform",
            columns: ["Platform", "Budget", "Reach", "Per 1,000"],
            rows: platforms.map((p) => ({
              key: p.platform,
              cells: [
                p.platform,
                isHidden(p.budget)
                  ? HIDDEN_LABEL
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
        title="Campaigns over time"
        description="Campaigns by the month they start, with the reach they brought."
        chart={
          <BarChart {...chartProps} data={months} style={{ width: "100%", height: 240 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={AXIS} minTickGap={8} />
            <YAxis allowDecimals={false} width={32} tick={AXIS} />
            <Tooltip />
            <Bar dataKey="campaigns" name="Campaigns" fill={PRIMARY} radius={3} maxBarSize={56} />
          </BarChart>
        }
        table={{
          caption: "Campaigns and reach by start month",
          columns: ["Month", "Campaigns", "Reach"],
          rows: months.map((m) => ({
            key: m.month,
            cells: [m.label, String(m.campaigns), formatExact(m.reach)],
          })),
        }}
      />
    </div>
  );
}
