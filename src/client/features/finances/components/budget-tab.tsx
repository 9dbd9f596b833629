import { AlertTriangle, Plus, Trash2 } from "lucide-react";
import { ChartCard } from "@/client/components/chart-card";
import { EmptyState } from "@/client/components/query-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { lazyChart } from "@/client/offline/lazy-chart";
import type { BudgetLine } from "@/domain/finances/budgets";
import { type CurrencyNotes, leftOutOfCategory } from "@/domain/finances/ledger/currency-notes";
import { categoryLabel } from "../labels";
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
      {t({ id: "finances.budget.set", defaultMessage: "Set Budget" })}
    </Button>
  );
  if (lines.length === 0) {
    return (
      <EmptyState
        text={t({
          id: "finances.budget.empty",
          defaultMessage: "No budgets or expenses for this tour yet.",
        })}
        action={add}
      />
    );
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
            {t(
              { id: "finances.budget.overBudget", defaultMessage: "Over budget: {lines}" },
              {
                lines: over
                  .map((l) =>
                    t(
                      { id: "finances.budget.overBy", defaultMessage: "{category} by {amount}" },
                      { category: categoryLabel(l.category), amount: money.whole(l.overBy) },
                    ),
                  )
                  .join(", "),
              },
            )}
          </span>
        </div>
      ) : null}
      <ChartCard
        title={t({ id: "finances.budget.chartTitle", defaultMessage: "Budget vs Actual" })}
        description={t({
          id: "finances.budget.chartDescription",
          defaultMessage: "Budget, anticipated and actual spending per expense category.",
        })}
        actions={add}
        chart={<BudgetChart lines={lines} />}
        table={{
          caption: t({
            id: "finances.budget.tableCaption",
            defaultMessage: "Budget vs anticipated vs actual by category",
          }),
          columns: [
            t({ id: "finances.budget.colCategory", defaultMessage: "Category" }),
            t({ id: "finances.budget.colBudget", defaultMessage: "Budget" }),
            t({ id: "finances.budget.colAnticipated", defaultMessage: "Anticipated" }),
            t({ id: "finances.budget.colActual", defaultMessage: "Actual" }),
            t({ id: "finances.budget.colStatus", defaultMessage: "Status" }),
            t({ id: "finances.budget.colActions", defaultMessage: "Actions" }),
          ],
          rows: lines.map((l) => ({
            key: l.category,
            cells: [
              // Issue 47: a category whose only lines have no rate keeps its row, marked.
              leftOutOfCategory(notes, l.category) > 0 ? (
                <span key="category">
                  {categoryLabel(l.category)}
                  <NoRate count={leftOutOfCategory(notes, l.category)} />
                </span>
              ) : (
                categoryLabel(l.category)
              ),
              l.budget === null ? (
                <Button
                  key="budget"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => onEdit(l)}
                >
                  {t({ id: "finances.budget.setOne", defaultMessage: "Set" })}
                </Button>
              ) : (
                <Button
                  key="budget"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => onEdit(l)}
                  aria-label={t(
                    { id: "finances.budget.edit", defaultMessage: "Edit {category} budget" },
                    { category: categoryLabel(l.category) },
                  )}
                >
                  {money.whole(l.budget)}
                </Button>
              ),
              money.whole(l.anticipated),
              money.whole(l.actual),
              l.overBy !== null ? (
                <Badge key="status" variant="destructive">
                  {t(
                    { id: "finances.budget.overByBadge", defaultMessage: "Over by {amount}" },
                    { amount: money.whole(l.overBy) },
                  )}
                </Badge>
              ) : l.budget === null ? (
                t({ id: "finances.budget.none", defaultMessage: "No budget" })
              ) : leftOutOfCategory(notes, l.category) > 0 ? (
                <Badge key="status" variant="outline">
                  {t(
                    {
                      id: "finances.budget.notComplete",
                      defaultMessage: "Not complete: {count} without a rate",
                    },
                    { count: leftOutOfCategory(notes, l.category) },
                  )}
                </Badge>
              ) : (
                <Badge key="status" variant="success">
                  {t({ id: "finances.budget.within", defaultMessage: "Within budget" })}
                </Badge>
              ),
              l.budgetId === null ? (
                ""
              ) : (
                <Button
                  key="remove"
                  variant="ghost"
                  size="icon"
                  aria-label={t(
                    { id: "finances.budget.remove", defaultMessage: "Remove {category} budget" },
                    { category: categoryLabel(l.category) },
                  )}
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
