import { and, eq } from "drizzle-orm";
import type { Financial, FinancialInput, FinancialType } from "@/domain/finances/financials";
import type { Db } from "../../client";
import { tourFinancials } from "../../schema";
import { newestFirst } from "../../sql-helpers";
import { findOwnedTour } from "../ownership";
import { ensureRoomFor } from "../workspace-limits";

const columns = {
  id: tourFinancials.id,
  tourId: tourFinancials.tourId,
  type: tourFinancials.type,
  category: tourFinancials.category,
  amountAnticipated: tourFinancials.amountAnticipated,
  amountActual: tourFinancials.amountActual,
  isFinalized: tourFinancials.isFinalized,
  createdAt: tourFinancials.createdAt,
};

type Row = Omit<Financial, "type" | "createdAt"> & { type: string; createdAt: Date };

const toFinancial = (r: Row): Financial => ({
  ...r,
  type: r.type as FinancialType,
  createdAt: r.createdAt.toISOString(),
});

const own = (workspaceId: string, tourId: string) =>
  and(eq(tourFinancials.workspaceId, workspaceId), eq(tourFinancials.tourId, tourId));

/**
 * docs/product.md §5.3: a tour's financial rows, newest created_at first. Undefined when the
 * tour is not the account's.
 */
export async function listFinancials(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await db
    .select(columns)
    .from(tourFinancials)
    .where(own(workspaceId, tourId))
    .orderBy(...newestFirst(tourFinancials));
  return rows.map(toFinancial);
}

/** Undefined when the tour is not the account's. */
export async function createFinancial(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: FinancialInput,
): Promise<Financial | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return undefined;
    await ensureRoomFor(tx, workspaceId, "financialRowsPerTour", 1, tourId);
    const [row] = await tx
      .insert(tourFinancials)
      .values({ ...input, workspaceId, tourId })
      .returning(columns);
    return toFinancial(row!);
  });
}

export async function updateFinancial(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: FinancialInput,
): Promise<Financial | undefined> {
  const [row] = await db
    .update(tourFinancials)
    .set(input)
    .where(and(own(workspaceId, tourId), eq(tourFinancials.id, id)))
    .returning(columns);
  return row ? toFinancial(row) : undefined;
}

export async function deleteFinancial(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(tourFinancials)
    .where(and(own(workspaceId, tourId), eq(tourFinancials.id, id)))
    .returning({ id: tourFinancials.id });
  return rows.length > 0;
}
