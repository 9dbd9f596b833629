import { and, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/domain/currencies/currency";
import type { Financial, FinancialInput, FinancialType } from "@/domain/finances/financials";
import type { Db } from "../../client";
import { artworkFiles, tourFinancials, tourVenues } from "../../schema";
import { newestFirst } from "../../sql-helpers";
import { trimRate } from "../currencies/exchange-rates";
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
  date: tourFinancials.date,
  showId: tourFinancials.showId,
  description: tourFinancials.description,
  roadKey: tourFinancials.roadKey,
  currency: tourFinancials.currency,
  rate: tourFinancials.rate,
  rateTo: tourFinancials.rateTo,
  createdAt: tourFinancials.createdAt,
};

type Row = Omit<Financial, "type" | "createdAt" | "receipt"> & { type: string; createdAt: Date };
type Receipt = {
  id: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
};

const toFinancial = (r: Row, receipt: Receipt | null = null): Financial => ({
  ...r,
  rate: r.rate === null ? null : trimRate(r.rate),
  type: r.type as FinancialType,
  receipt:
    receipt?.id != null
      ? {
          id: receipt.id,
          fileName: receipt.fileName ?? "",
          contentType: receipt.contentType ?? "",
          sizeBytes: receipt.sizeBytes ?? 0,
        }
      : null,
  createdAt: r.createdAt.toISOString(),
});

const own = (workspaceId: string, tourId: string) =>
  and(eq(tourFinancials.workspaceId, workspaceId), eq(tourFinancials.tourId, tourId));

/**
 * The stored columns of an input (issue 41): the currency as given (a new row without one is
 * in the home currency; an edit without one keeps its own), a typed rate to the home currency.
 */
function currencyColumns(input: FinancialInput, home: CurrencyCode, isNew: boolean) {
  const { currency, rate, ...rest } = input;
  const code = currency ?? (isNew ? home : undefined);
  return {
    ...rest,
    ...(code ? { currency: code } : {}),
    rate,
    rateTo: rate === null ? null : home,
  };
}

/** The row's show must be one of this tour's (a show of another tour is refused, not moved). */
export type FinancialRefusal = { refused: "showNotInTour" };

async function showIsInTour(db: Db, workspaceId: string, tourId: string, showId: string | null) {
  if (showId === null) return true;
  const [show] = await db
    .select({ id: tourVenues.id })
    .from(tourVenues)
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.tourId, tourId),
        eq(tourVenues.id, showId),
      ),
    );
  return show !== undefined;
}

/**
 * docs/product.md §5.3: a tour's financial rows, newest created_at first, each with its
 * receipt's name and size (never its bytes). Undefined when the tour is not the account's.
 */
export async function listFinancials(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await db
    .select({
      ...columns,
      receipt: {
        id: artworkFiles.id,
        fileName: artworkFiles.fileName,
        contentType: artworkFiles.contentType,
        sizeBytes: artworkFiles.sizeBytes,
      },
    })
    .from(tourFinancials)
    .leftJoin(
      artworkFiles,
      and(
        eq(artworkFiles.financialId, tourFinancials.id),
        eq(artworkFiles.workspaceId, workspaceId),
      ),
    )
    .where(own(workspaceId, tourId))
    .orderBy(...newestFirst(tourFinancials));
  return rows.map(({ receipt, ...r }) => toFinancial(r, receipt));
}

/** Undefined when the tour is not the account's. */
export async function createFinancial(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: FinancialInput,
  home: CurrencyCode,
): Promise<Financial | FinancialRefusal | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return undefined;
    if (!(await showIsInTour(tx, workspaceId, tourId, input.showId)))
      return { refused: "showNotInTour" as const };
    await ensureRoomFor(tx, workspaceId, "financialRowsPerTour", 1, tourId);
    const [row] = await tx
      .insert(tourFinancials)
      .values({ ...currencyColumns(input, home, true), workspaceId, tourId })
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
  home: CurrencyCode,
): Promise<Financial | FinancialRefusal | undefined> {
  if (!(await showIsInTour(db, workspaceId, tourId, input.showId)))
    return { refused: "showNotInTour" };
  const [row] = await db
    .update(tourFinancials)
    .set(currencyColumns(input, home, false))
    .where(and(own(workspaceId, tourId), eq(tourFinancials.id, id)))
    .returning(columns);
  if (!row) return undefined;
  const [receipt] = await db
    .select({
      id: artworkFiles.id,
      fileName: artworkFiles.fileName,
      contentType: artworkFiles.contentType,
      sizeBytes: artworkFiles.sizeBytes,
    })
    .from(artworkFiles)
    .where(and(eq(artworkFiles.workspaceId, workspaceId), eq(artworkFiles.financialId, id)));
  return toFinancial(row, receipt ?? null);
}

/** A row's own currency, which an edit that leaves it out keeps; undefined for no such row. */
export async function financialCurrencyOf(db: Db, workspaceId: string, tourId: string, id: string) {
  const [row] = await db
    .select({ currency: tourFinancials.currency })
    .from(tourFinancials)
    .where(and(own(workspaceId, tourId), eq(tourFinancials.id, id)));
  return row?.currency;
}

/** Deletes a row; its receipt goes with it (foreign key, on delete cascade). */
export async function deleteFinancial(db: Db, workspaceId: string, tourId: string, id: string) {
  const rows = await db
    .delete(tourFinancials)
    .where(and(own(workspaceId, tourId), eq(tourFinancials.id, id)))
    .returning({ id: tourFinancials.id });
  return rows.length > 0;
}
