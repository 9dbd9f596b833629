import { AlertTriangle, Plus, Trash2 } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "@/client/components/chart-card";
import { EmptyState } from "@/client/components/query-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import type { BudgetLine } from "@/domain/finances/budgets";
import { formatUsd } from "@/domain/format";
import { toCents } from "@/domain/money";

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const dollars = (m: string | null) => toCents(m) / 100;

/** Budget vs anticipated vs actual per expense category, with over-budget warnings. */
export function BudgetTab({
  lines,
  onSet,
  onEdit,
  onRemove,
}: {
  lines: BudgetLine[];
  onSet(): void;
  onEdit(line: BudgetLine): void;
  onRemove(line: BudgetLine): void;
}) {
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
            Over budget: {over.map((l) => `${l.category} by ${formatUsd(l.overBy)}`).join(", ")}
          </span>
        </div>
      ) : null}
      <ChartCard
        title="Budget vs Actual"
        description="Budget, anticipated and actual spending per expense category."
        actions={add}
        chart={
          <BarChart
            accessibilityLayer={false}
            responsive
            data={lines.map((l) => ({
              category: l.category,
              budget: dollars(l.budget),
              anticipated: dollars(l.anticipated),
              actual: dollars(l.actual),
            }))}
            style={{ width: "100%", height: 280 }}
          >
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis
              dataKey="category"
              tick={AXIS}
              interval={0}
              angle={-20}
              textAnchor="end"
              height={60}
            />
            <YAxis tick={AXIS} tickFormatter={(v) => formatUsd(v)} width={72} />
            <Tooltip formatter={(v) => formatUsd(Number(v))} />
            <Legend
              formatter={(value) => <span className="text-sm text-foreground">{value}</span>}
            />
            <Bar
              dataKey="budget"
              name="Budget"
              fill="var(--muted-foreground)"
              radius={3}
              isAnimationActive={false}
            />
            <Bar
              dataKey="anticipated"
              name="Anticipated"
              fill="color-mix(in oklch, var(--primary) 35%, white)"
              radius={3}
            />
            <Bar
              dataKey="actual"
              name="Actual"
              fill="var(--primary)"
              radius={3}
              isAnimationActive={false}
            />
          </BarChart>
        }
        table={{
          caption: "Budget vs anticipated vs actual by category",
          columns: ["Category", "Budget", "Anticipated", "Actual", "Status", "Actions"],
          rows: lines.map((l) => ({
            key: l.category,
            cells: [
              l.category,
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
                  {formatUsd(l.budget)}
                </Button>
              ),
              formatUsd(l.anticipated),
              formatUsd(l.actual),
              l.overBy !== null ? (
                <Badge key="status" variant="destructive">
                  Over by {formatUsd(l.overBy)}
                </Badge>
              ) : l.budget === null ? (
                "No budget"
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
