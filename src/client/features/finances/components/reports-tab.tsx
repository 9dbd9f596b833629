import { FileDown, FileSpreadsheet } from "lucide-react";
import { ChartCard, DataTable } from "@/client/components/chart-card";
import { CsvDownload } from "@/client/components/csv-download";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { lazyChart } from "@/client/offline/lazy-chart";
import { DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import { formatDealAmount } from "@/domain/finances/deals";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { TourFinanceView } from "../api/finances";
import { categoryLabel } from "../labels";
import { NoRate } from "./category-breakdown";
import { CurrencyNotesCard } from "./currency-notes-card";
import { useHomeMoney } from "./home-currency";
import { perShow } from "./report-rows";

// The charting library loads with the charts, not with the page (offline/lazy-chart.tsx).
const ShowsChart = lazyChart(async () => (await import("./reports-charts")).ShowsChart);
const SettlementsChart = lazyChart(async () => (await import("./reports-charts")).SettlementsChart);

/** Reports: per show, by category, settlements vs projections; CSV and P&L PDF. */
export function ReportsTab({ finance }: { finance: TourFinanceView }) {
  const money = useHomeMoney();
  const tourId = finance.tour.id;
  const shows = perShow(finance);
  const settled = finance.deals.filter((d) => d.isSettled);
  // A deal's amounts are in its own currency: the chart's one axis takes only the deals in
  // the home currency, never ¥300,000 beside £2,500; the table lists each in its currency.
  const home = finance.currency?.home ?? DEFAULT_HOME_CURRENCY;
  const charted = settled.filter((d) => (d.currency ?? DEFAULT_HOME_CURRENCY) === home);
  const categories = [
    ...finance.anticipated.revenueByCategory.map((c) => ({ type: "Revenue", ...c })),
    ...finance.anticipated.expensesByCategory.map((c) => ({ type: "Expense", ...c })),
  ];
  const typeLabel = (type: string) =>
    type === "Revenue"
      ? t({ id: "finances.rowType.revenue", defaultMessage: "Revenue" })
      : t({ id: "finances.rowType.expense", defaultMessage: "Expense" });
  const actualOf = (type: string, category: string) =>
    (type === "Revenue"
      ? finance.actual.revenueByCategory
      : finance.actual.expensesByCategory
    ).find((c) => c.category === category)?.amount ?? "0.00";
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <CsvDownload
          href={`/api/tours/${tourId}/financials.csv`}
          label={t({ id: "finances.reports.exportCsv", defaultMessage: "Export CSV" })}
          icon={FileSpreadsheet}
        />
        <Button variant="outline" asChild>
          <a href={`/api/tours/${tourId}/pnl.pdf`} download>
            <FileDown aria-hidden="true" />
            {t({ id: "finances.reports.pnlPdf", defaultMessage: "P&L PDF" })}
          </a>
        </Button>
      </div>
      <CurrencyNotesCard notes={finance.currency} />
      <section className="grid gap-3 rounded-xl border bg-card p-6" aria-labelledby="tour-pnl">
        <SectionTitle id="tour-pnl">
          {t({ id: "finances.reports.pnlTitle", defaultMessage: "Tour P&L" })}
        </SectionTitle>
        <div className="overflow-x-auto">
          <DataTable
            caption={t({
              id: "finances.reports.pnlCaption",
              defaultMessage: "The tour's profit and loss, as on the Financial Overview",
            })}
            columns={[
              t({ id: "finances.reports.colFigures", defaultMessage: "Figures" }),
              t({ id: "finances.reports.colRevenue", defaultMessage: "Revenue" }),
              t({ id: "finances.reports.colExpenses", defaultMessage: "Expenses" }),
              t({ id: "finances.reports.colProfit", defaultMessage: "Profit" }),
              t({ id: "finances.reports.colMargin", defaultMessage: "Margin" }),
            ]}
            rows={(["anticipated", "actual"] as const).map((k) => ({
              key: k,
              cells: [
                k === "actual"
                  ? t({ id: "finances.budget.colActual", defaultMessage: "Actual" })
                  : t({ id: "finances.budget.colAnticipated", defaultMessage: "Anticipated" }),
                money.whole(finance[k].revenue),
                money.whole(finance[k].expenses),
                money.whole(finance[k].profit),
                finance[k].marginPercent === null ? "—" : `${finance[k].marginPercent}%`,
              ],
            }))}
          />
        </div>
      </section>
      <ChartCard
        title={t({
          id: "finances.reports.showsTitle",
          defaultMessage: "Revenue vs Expenses per Show",
        })}
        description={t({
          id: "finances.reports.showsDescription",
          defaultMessage:
            "Each show's payout (final once settled, else projected) and merch against its own travel and lodging.",
        })}
        chart={<ShowsChart shows={shows} />}
        table={{
          caption: t({
            id: "finances.reports.showsCaption",
            defaultMessage: "Revenue vs expenses per show",
          }),
          columns: [
            t({ id: "finances.reports.colShow", defaultMessage: "Show" }),
            t({ id: "finances.reports.colRevenue", defaultMessage: "Revenue" }),
            t({ id: "finances.reports.colExpenses", defaultMessage: "Expenses" }),
            t({ id: "finances.reports.colNet", defaultMessage: "Net" }),
          ],
          rows: shows.map((s) => ({
            key: s.key,
            cells: [
              t(
                {
                  id: "finances.reports.showCell",
                  defaultMessage:
                    "{show}{settled, select, yes { (settled)} other {}}{leavesOut, select, yes { · not complete: a line has no rate} other {}}",
                },
                {
                  show: s.show,
                  settled: s.settled ? "yes" : "no",
                  leavesOut: s.leavesOut ? "yes" : "no",
                },
              ),
              money.whole(s.revenue),
              money.whole(s.expenses),
              money.whole(s.net),
            ],
          })),
        }}
      />
      <ChartCard
        title={t({
          id: "finances.reports.settlementsTitle",
          defaultMessage: "Settlements vs Projections",
        })}
        description={t({
          id: "finances.reports.settlementsDescription",
          defaultMessage: "What settled shows really paid against what their deals projected.",
        })}
        chart={<SettlementsChart settled={charted} />}
        table={{
          caption: t({
            id: "finances.reports.settlementsCaption",
            defaultMessage: "Settlement results vs projections",
          }),
          columns: [
            t({ id: "finances.reports.colShow", defaultMessage: "Show" }),
            t({ id: "finances.reports.colProjected", defaultMessage: "Projected" }),
            t({ id: "finances.reports.colFinalPayout", defaultMessage: "Final payout" }),
            t({ id: "finances.reports.colDifference", defaultMessage: "Difference" }),
          ],
          rows: settled.map((d) => ({
            key: d.id,
            cells: [
              `${formatCalendarDate(d.performanceDate)} ${d.venueName}`,
              formatDealAmount(d.projectedPayout, d),
              formatDealAmount(d.finalPayout, d),
              d.variance === null ? "—" : formatDealAmount(d.variance, d),
            ],
          })),
        }}
      />
      <section className="grid gap-3 rounded-xl border bg-card p-6" aria-labelledby="by-category">
        <SectionTitle id="by-category">
          {t({ id: "finances.reports.byCategory", defaultMessage: "By Category" })}
        </SectionTitle>
        <div className="overflow-x-auto">
          <DataTable
            caption={t({
              id: "finances.reports.byCategoryCaption",
              defaultMessage: "Anticipated and actual amounts by category",
            })}
            columns={[
              t({ id: "finances.budget.colCategory", defaultMessage: "Category" }),
              t({ id: "finances.reports.colType", defaultMessage: "Type" }),
              t({ id: "finances.budget.colAnticipated", defaultMessage: "Anticipated" }),
              t({ id: "finances.budget.colActual", defaultMessage: "Actual" }),
            ]}
            rows={categories.map((c) => ({
              key: `${c.type}-${c.category}`,
              cells: [
                // Issue 47: kept at 0 for its lines with no rate, and marked.
                c.noRate ? (
                  <span key="category">
                    {categoryLabel(c.category)}
                    <NoRate count={c.noRate} />
                  </span>
                ) : (
                  categoryLabel(c.category)
                ),
                typeLabel(c.type),
                money.whole(c.amount),
                money.whole(actualOf(c.type, c.category)),
              ],
            }))}
          />
        </div>
      </section>
    </div>
  );
}
