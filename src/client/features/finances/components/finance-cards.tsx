import { Banknote, PiggyBank, Receipt, TrendingUp } from "lucide-react";
import { StatCard } from "@/client/components/stat-card";
import { Badge } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { leftOutOf } from "@/domain/finances/ledger/currency-notes";
import type { TourFinanceView } from "../api/finances";
import { dataBadgeLabel } from "../labels";
import { useHomeMoney } from "./home-currency";

/** '—' when there is no revenue: a margin of nothing is not a number. */
const formatMargin = (margin: number | null) =>
  margin === null
    ? t({ id: "finances.cards.noMargin", defaultMessage: "— margin" })
    : t({ id: "finances.cards.margin", defaultMessage: "{percent}% margin" }, { percent: margin });

/** docs/product.md §5.1: revenue, expenses, profit with margin, rider savings, by the tour's data badge. */
export function FinanceCards({ finance }: { finance: TourFinanceView }) {
  const money = useHomeMoney();
  const f = finance[finance.shown];
  const anticipated = finance.shown === "anticipated";
  // A total that leaves out a line with no rate says so where it is read (issue 41).
  const caption = (direction: "income" | "expense") => {
    const incomplete = leftOutOf(finance.currency, direction, finance.shown) > 0;
    if (anticipated)
      return incomplete
        ? t({
            id: "finances.cards.anticipatedIncomplete",
            defaultMessage: "anticipated · not complete",
          })
        : t({ id: "finances.cards.anticipated", defaultMessage: "anticipated" });
    return incomplete
      ? t({ id: "finances.cards.actualIncomplete", defaultMessage: "actual so far · not complete" })
      : t({ id: "finances.cards.actual", defaultMessage: "actual so far" });
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={finance.tour.timing === "active" ? "default" : "secondary"}>
          {finance.tour.timing ? dataBadgeLabel(finance.tour.timing) : finance.dataBadge}
        </Badge>
        {finance.shown === "actual" ? (
          <span className="text-sm text-muted-foreground">
            {t(
              {
                id: "finances.cards.anticipatedSummary",
                defaultMessage: "Anticipated: {revenue} revenue, {expenses} expenses",
              },
              {
                revenue: money.whole(finance.anticipated.revenue),
                expenses: money.whole(finance.anticipated.expenses),
              },
            )}
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t({ id: "finances.cards.revenue", defaultMessage: "Revenue" })}
          value={money.whole(f.revenue)}
          caption={caption("income")}
          icon={Banknote}
        />
        <StatCard
          label={t({ id: "finances.cards.expenses", defaultMessage: "Expenses" })}
          value={money.whole(f.expenses)}
          caption={caption("expense")}
          icon={Receipt}
        />
        <StatCard
          label={t({ id: "finances.cards.profit", defaultMessage: "Profit" })}
          value={money.whole(f.profit)}
          caption={formatMargin(f.marginPercent)}
          icon={TrendingUp}
        />
        <StatCard
          label={t({ id: "finances.cards.riderSavings", defaultMessage: "Rider Savings" })}
          value={money.whole(finance.riderSavings)}
          caption={t({
            id: "finances.cards.providedByVenues",
            defaultMessage: "provided by venues",
          })}
          icon={PiggyBank}
        />
      </div>
    </div>
  );
}
