import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { t } from "@/client/i18n/t";
import type { BudgetLine } from "@/domain/finances/budgets";
import { toCents } from "@/domain/money";
import { categoryLabel } from "../labels";
import { useHomeMoney } from "./home-currency";

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const dollars = (m: string | null) => toCents(m) / 100;

/** Budget, anticipated and actual per category as bars (the table beside it says the same). */
export function BudgetChart({ lines }: { lines: BudgetLine[] }) {
  const money = useHomeMoney();
  return (
    <BarChart
      accessibilityLayer={false}
      responsive
      data={lines.map((l) => ({
        category: categoryLabel(l.category),
        budget: dollars(l.budget),
        anticipated: dollars(l.anticipated),
        actual: dollars(l.actual),
      }))}
      style={{ width: "100%", height: 280 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="category" tick={AXIS} interval={0} angle={-20} textAnchor="end" height={60} />
      <YAxis tick={AXIS} tickFormatter={(v) => money.whole(v)} width={72} />
      <Tooltip formatter={(v) => money.whole(Number(v))} />
      <Legend formatter={(value) => <span className="text-sm text-foreground">{value}</span>} />
      <Bar
        dataKey="budget"
        name={t({ id: "finances.budget.colBudget", defaultMessage: "Budget" })}
        fill="var(--muted-foreground)"
        radius={3}
        isAnimationActive={false}
      />
      <Bar
        dataKey="anticipated"
        name={t({ id: "finances.budget.colAnticipated", defaultMessage: "Anticipated" })}
        fill="color-mix(in oklch, var(--primary) 35%, white)"
        radius={3}
      />
      <Bar
        dataKey="actual"
        name={t({ id: "finances.budget.colActual", defaultMessage: "Actual" })}
        fill="var(--primary)"
        radius={3}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
