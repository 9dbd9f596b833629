import { and, asc, eq } from "drizzle-orm";
import type { Budget, BudgetInput } from "@/domain/finances/budgets";
import type { Db } from "../../client";
import { tourBudgets } from "../../schema";
import { findOwnedTour } from "../ownership";

const columns = { id: tourBudgets.id, category: tourBudgets.category, amount: tourBudgets.amount };
const own = (workspaceId: string, tourId: string) =>
  and(eq(tourBudgets.workspaceId, workspaceId), eq(tourBudgets.tourId, tourId));

/** The tour's budgets; undefined when the tour is not the account's. */
export async function listBudgets(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<Budget[] | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  return db
    .select(columns)
    .from(tourBudgets)
    .where(own(workspaceId, tourId))
    .orderBy(asc(tourBudgets.category));
}

/**
 * Sets the budget of a category: one per category and tour, so setting it again replaces
 * the amount. Undefined when the tour is not the account's.
 */
export async function setBudget(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: BudgetInput,
): Promise<Budget | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const [row] = await db
    .insert(tourBudgets)
    .values({ ...input, workspaceId, tourId })
    .onConflictDoUpdate({
      target: [tourBudgets.tourId, tourBudgets.category],
      set: { amount: input.amount },
    })
    .returning(columns);
  return row;
}

export async function deleteBudget(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(tourBudgets)
    .where(and(own(workspaceId, tourId), eq(tourBudgets.id, id)))
    .returning({ id: tourBudgets.id });
  return rows.length > 0;
}
