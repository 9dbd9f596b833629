import { and, asc, eq } from "drizzle-orm";
import type { Budget, BudgetInput } from "@/domain/finances/budgets";
import type { Db } from "../../client";
import { tourBudgets } from "../../schema";
import { findOwnedTour } from "../ownership";

const columns = { id: tourBudgets.id, category: tourBudgets.category, amount: tourBudgets.amount };
const own = (userId: string, tourId: string) =>
  and(eq(tourBudgets.userId, userId), eq(tourBudgets.tourId, tourId));

/** The tour's budgets; undefined when the tour is not the account's. */
export async function listBudgets(
  db: Db,
  userId: string,
  tourId: string,
): Promise<Budget[] | undefined> {
  if (!(await findOwnedTour(db, userId, tourId))) return undefined;
  return db
    .select(columns)
    .from(tourBudgets)
    .where(own(userId, tourId))
    .orderBy(asc(tourBudgets.category));
}

/**
 * Sets the budget of a category: one per category and tour, so setting it again replaces
 * the amount. Undefined when the tour is not the account's.
 */
export async function setBudget(
  db: Db,
  userId: string,
  tourId: string,
  input: BudgetInput,
): Promise<Budget | undefined> {
  if (!(await findOwnedTour(db, userId, tourId))) return undefined;
  const [row] = await db
    .insert(tourBudgets)
    .values({ ...input, userId, tourId })
    .onConflictDoUpdate({
      target: [tourBudgets.tourId, tourBudgets.category],
      set: { amount: input.amount },
    })
    .returning(columns);
  return row;
}

export async function deleteBudget(db: Db, userId: string, tourId: string, id: string) {
  const rows = await db
    .delete(tourBudgets)
    .where(and(own(userId, tourId), eq(tourBudgets.id, id)))
    .returning({ id: tourBudgets.id });
  return rows.length > 0;
}
