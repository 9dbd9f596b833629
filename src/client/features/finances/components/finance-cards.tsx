import { Banknote, PiggyBank, Receipt, TrendingUp } from "lucide-react";
import { StatCard } from "@/client/components/stat-card";
import { Badge } from "@/client/components/ui/badge";
import { leftOutOf } from "@/domain/finances/ledger/currency-notes";
import type { TourFinanceView } from "../api/finances";
import { useHomeMoney } from "./home-currency";

/** '—' when there is no revenue: a margin of nothing is not a number. */
const formatMargin = (margin: number | null) => (margin === null ? "—" : `${margin}%`);

/** docs/product.md §5.1: revenue, expenses, profit with margin, rider savings, by the tour's data badge. */
export function FinanceCards({ finance }: { finance: TourFinanceView }) {
  const money = useHomeMoney();
  const f = finance[finance.shown];
  const basis = finance.shown === "anticipated" ? "anticipated" : "actual so far";
  // A total that leaves out a line with no rate says so where it is read (issue 41).
  const caption = (direction: "income" | "expense") =>
    leftOutOf(finance.currency, direction, finance.shown) > 0 ? `${basis} · not complete` : basis;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={finance.tour.timing === "active" ? "default" : "secondary"}>
          {finance.dataBadge}
        </Badge>
        {finance.shown === "actual" ? (
          <span className="text-sm text-muted-foreground">
            Anticipated: {money.whole(finance.anticipated.revenue)} revenue,{" "}
            {money.whole(finance.anticipated.expenses)} expenses
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Revenue"
          value={money.whole(f.revenue)}
          caption={caption("income")}
          icon={Banknote}
        />
        <StatCard
          label="Expenses"
          value={money.whole(f.expenses)}
          caption={caption("expense")}
          icon={Receipt}
        />
        <StatCard
          label="Profit"
          value={money.whole(f.profit)}
          caption={`${formatMargin(f.marginPercent)} margin`}
          icon={TrendingUp}
        />
        <StatCard
          label="Rider Savings"
          value={money.whole(finance.riderSavings)}
          caption="provided by venues"
          icon={PiggyBank}
        />
      </div>
    </div>
  );
}
