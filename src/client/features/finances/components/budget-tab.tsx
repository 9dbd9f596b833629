import { AlertTriangle, Plus, Trash2 } from "lucide-react";
import { ChartCard } from "@/client/components/chart-card";
import { EmptyState } from "@/client/components/query-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { lazyChart } from "@/client/offline/lazy-chart";
import type { BudgetLine } from "@/domain/finances/budgets";
import { type CurrencyNotes, leftOutOfCategory } from "@/domain/finances/ledger/currency-notes";
import { NoRate } from "./category-breakdown";
import { useHomeMoney } from "./home-currency";

// The charting library loads with the chart, not with the page (offline/lazy-chart.tsx).
const BudgetChart = lazyChart(async () => (await import("./budget-chart")).BudgetChart);

/** Budget vs anticipated vs actual per expense category, with over-budget warnings. */
export function BudgetTab({
  lines,
  notes,
  onSet,
  onEdit,
  onRemove,
}: {
  lines: BudgetLine[];
  /** Issue 41: a category's lines with no rate are out of its figures, so it is not "within". */
  notes?: Pick<CurrencyNotes, "unconverted">;
  onSet(): void;
  onEdit(line: BudgetLine): void;
  onRemove(line: BudgetLine): void;
}) {
  const money = useHomeMoney();
  const over = lines.filter((l) => l.overBy !== null);
  const add = (
    <Button size="sm" onClick={onSet}>
      <Plus aria-hidden="true" />
      Set Budget
    </Button>
  );
  if (lines.length === 0) {
    return <EmptyState text="No budgets or expenses for this tour yet." action={add} />;
  }
  return (
    <div className="grid gap-4">
      {over.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            Over budget: {over.map((l) => `${l.category} by ${money.whole(l.overBy)}`).join(", ")}
          </span>
        </div>
      ) : null}
      <ChartCard
        title="Budget vs Actual"
        description="Budget, anticipated and actual spending per expense category."
        actions={add}
        chart={<BudgetChart lines={lines} />}
        table={{
          caption: "Budget vs anticipated vs actual by category",
          columns: ["Category", "Budget", "Anticipated", "Actual", "Status", "Actions"],
          rows: lines.map((l) => ({
            key: l.category,
            cells: [
              // Issue 47: a category whose only lines have no rate keeps its row, marked.
              leftOutOfCategory(notes, l.category) > 0 ? (
                <span key="category">
                  {l.category}
                  <NoRate count={leftOutOfCategory(notes, l.category)} />
                </span>
              ) : (
                l.category
              ),
              l.budget === null ? (
                <Button
                  key="budget"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => onEdit(l)}
                >
                  Set
                </Button>
              ) : (
                <Button
                  key="budget"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => onEdit(l)}
                  aria-label={`Edit ${l.category} budget`}
                >
                  {money.whole(l.budget)}
                </Button>
              ),
              money.whole(l.anticipated),
              money.whole(l.actual),
              l.overBy !== null ? (
                <Badge key="status" variant="destructive">
                  Over by {money.whole(l.overBy)}
                </Badge>
              ) : l.budget === null ? (
                "No budget"
              ) : leftOutOfCategory(notes, l.category) > 0 ? (
                <Badge key="status" variant="outline">
                  Not complete: {leftOutOfCategory(notes, l.category)} without a rate
                </Badge>
              ) : (
                <Badge key="status" variant="success">
                  Within budget
                </Badge>
              ),
              l.budgetId === null ? (
                ""
              ) : (
                <Button
                  key="remove"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${l.category} budget`}
                  onClick={() => onRemove(l)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ),
            ],
          })),
        }}
      />
    </div>
  );
}
