import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { fromCents, type Money, toCents } from "../money";
import { moneyInput } from "../money-input";
import { EXPENSE_CATEGORIES, LODGING_CATEGORY, TRAVEL_CATEGORY } from "./financials";
import { categoryRequired } from "./refusals";

const BUDGET = { id: "finances.validation.budget", defaultMessage: "Budget" };
const CHOOSE_CATEGORY = {
  id: "finances.validation.chooseCategory",
  defaultMessage: "Choose a category",
};

/** A budget can be set for every expense category, the itinerary's included. */
export const BUDGET_CATEGORIES = [
  ...EXPENSE_CATEGORIES.filter((c) => c !== "Other"),
  TRAVEL_CATEGORY,
  LODGING_CATEGORY,
  "Other",
] as const;

export const budgetInputSchema = z.object({
  category: z
    .string({ error: categoryRequired })
    .trim()
    .refine((c) => (BUDGET_CATEGORIES as readonly string[]).includes(c), refusal(CHOOSE_CATEGORY)),
  amount: moneyInput(BUDGET),
});
export type BudgetInput = z.infer<typeof budgetInputSchema>;
export type BudgetFormValues = z.input<typeof budgetInputSchema>;

export interface Budget {
  id: string;
  category: string;
  amount: Money;
}

export interface BudgetLine {
  budgetId: string | null;
  category: string;
  budget: Money | null;
  anticipated: Money;
  actual: Money;
  /** Actual (or, before it is known, anticipated) spending past the budget. */
  overBy: Money | null;
}

/**
 * Budget vs anticipated vs actual per expense category: every category with a budget or any
 * spending, budgeted ones first. Over budget when actual — or anticipated, which warns
 * before the money is spent — passes the budget.
 */
export function budgetLines(
  budgets: readonly Budget[],
  anticipated: readonly { category: string; amount: Money }[],
  actual: readonly { category: string; amount: Money }[],
): BudgetLine[] {
  const find = (list: readonly { category: string; amount: Money }[], c: string) =>
    list.find((x) => x.category === c)?.amount ?? "0.00";
  const categories = [
    ...budgets.map((b) => b.category),
    ...[...anticipated, ...actual]
      .map((x) => x.category)
      .filter((c) => !budgets.some((b) => b.category === c)),
  ].filter((c, i, all) => all.indexOf(c) === i);
  return categories.map((category) => {
    const budget = budgets.find((b) => b.category === category);
    const a = find(anticipated, category);
    const x = find(actual, category);
    const worst = Math.max(toCents(a), toCents(x));
    const over = budget ? worst - toCents(budget.amount) : 0;
    return {
      budgetId: budget?.id ?? null,
      category,
      budget: budget?.amount ?? null,
      anticipated: a,
      actual: x,
      overBy: budget && over > 0 ? fromCents(over) : null,
    };
  });
}
