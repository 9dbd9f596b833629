import { and, eq, sql } from "drizzle-orm";
import type { CalendarDate } from "@/domain/tour-timing";
import { showDateOutsideTour } from "@/domain/tours/show-dates";
import type { TourInput, TourRecord } from "@/domain/tours/tours";
import { builtOnce } from "../../built-once";
import type { Db } from "../../client";
import { tours, tourVenues } from "../../schema";
import { newestFirst, qualified } from "../../sql-helpers";
import { productsCountedAt, refreshProductRollups } from "../merch/rollups";
import { syncPartyLines } from "../party/generation";
import { ensureRoomFor } from "../workspace-limits";
import { statusToday, tourRunColumns, withStatus } from "./tour-run";

const tourColumns = {
  id: tours.id,
  title: tours.title,
  status: tours.status,
  createdAt: tours.createdAt,
  startDate: tours.startDate,
  endDate: tours.endDate,
  totalEstimatedCost: tours.totalEstimatedCost,
};

type TourRow = { createdAt: Date } & Omit<TourRecord, "createdAt">;

const toTourRecord = <T extends TourRow>(row: T): Omit<T, "createdAt"> & { createdAt: string } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Every tour of the account, newest first, with its number of shows, in one statement. The
 * count is a subquery on the tour_venues tour index, which stays fast without table
 * statistics (PGlite never gathers them on its own). A tour's shows always belong to the
 * tour's owner (every write checks it), so counting by tour alone is exact.
 */
const tourListStatement = builtOnce((db) =>
  db
    .select({
      ...tourColumns,
      ...tourRunColumns,
      venueCount:
        sql<number>`(select count(*) from ${tourVenues} where ${tourVenues.tourId} = ${qualified(tours.id)})`.mapWith(
          Number,
        ),
    })
    .from(tours)
    .where(eq(tours.workspaceId, sql.placeholder("workspaceId")))
    .orderBy(...newestFirst(tours))
    .prepare("tribe_tour_list"),
);

export async function listTours(db: Db, workspaceId: string) {
  const rows = await tourListStatement(db).execute({ workspaceId });
  const today = statusToday();
  return rows.map((r) => withStatus({ ...r, createdAt: r.createdAt.toISOString() }, today));
}

/** A tour as a picker shows it: its title, its dates and the status its badge reads. */
const tourOptionColumns = {
  id: tours.id,
  title: tours.title,
  status: tours.status,
  startDate: tours.startDate,
  endDate: tours.endDate,
  ...tourRunColumns,
};

/**
 * Every tour of the account as a picker offers it (HCC Manager, Logistics & Finances, Merch,
 * Marketing): title and dates, newest first, without the list's show counts.
 */
export async function listTourOptions(db: Db, workspaceId: string) {
  const rows = await db
    .select(tourOptionColumns)
    .from(tours)
    .where(eq(tours.workspaceId, workspaceId))
    .orderBy(...newestFirst(tours));
  const today = statusToday();
  return rows.map((r) => withStatus(r, today));
}

/** A tour with its status as every page shows it (derived, tour-run.ts). */
export async function getTour(db: Db, workspaceId: string, tourId: string) {
  const [row] = await db
    .select({ ...tourColumns, ...tourRunColumns })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)));
  return row ? withStatus(toTourRecord(row)) : undefined;
}

/** The tour as written, with its status derived from its dates (a new tour has no shows). */
export async function createTour(db: Db, workspaceId: string, input: TourInput) {
  return db.transaction(async (tx) => {
    await ensureRoomFor(tx, workspaceId, "tours");
    const [row] = await tx
      .insert(tours)
      .values({ ...input, workspaceId })
      .returning(tourColumns);
    return withStatus({ ...toTourRecord(row!), firstShow: null, lastShow: null });
  });
}

/** The tour as written, read back by the write itself (no statement after it, issue 49). */
export async function updateTour(db: Db, workspaceId: string, tourId: string, input: TourInput) {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tours)
      .set(input)
      .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)))
      .returning({ ...tourColumns, ...tourRunColumns });
    // New dates are new days for the party: its generated lines follow (ADR 0032).
    if (row) await syncPartyLines(tx, workspaceId, tourId);
    return row;
  });
  return row ? withStatus(toTourRecord(row)) : undefined;
}

/**
 * Widens a tour's dates just enough to hold a show on `date` (the rule of showDateOutsideTour);
 * a date inside them changes nothing. Called inside the show's own transaction, so the show
 * and its tour change together or not at all.
 */
export async function widenTourToDate(
  db: Db,
  workspaceId: string,
  tourId: string,
  date: CalendarDate | null,
) {
  const mine = and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId));
  const [tour] = await db
    .select({ startDate: tours.startDate, endDate: tours.endDate })
    .from(tours)
    .where(mine)
    .for("update");
  const outside = tour ? showDateOutsideTour(date, tour) : null;
  if (outside) await db.update(tours).set(outside.extended).where(mine);
}

/**
 * Deletes a tour; the database removes its shows and, through them, their deals and rider
 * provisions, and its financial rows (all ON DELETE CASCADE).
 */
export async function deleteTour(db: Db, workspaceId: string, tourId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const counted = await productsCountedAt(tx, workspaceId, { tourId });
    const rows = await tx
      .delete(tours)
      .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)))
      .returning({ id: tours.id });
    // The tour's shows took their merch counts with them: their products' sales follow.
    await refreshProductRollups(tx, workspaceId, counted);
    return rows.length > 0;
  });
}
