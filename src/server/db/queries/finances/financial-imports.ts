import { and, asc, eq, sql } from "drizzle-orm";
import {
  type FinancialImportPlan,
  planFinancialImport,
} from "@/domain/finances/imports/financial-plan";
import type { MappedFinancial } from "@/domain/finances/imports/financial-rows";
import type { Db } from "../../client";
import { tourFinancials, tourVenues, venues } from "../../schema";
import { findOwnedTour } from "../ownership";
import { ensureRoomFor } from "../workspace-limits";

/** The tour's financial rows, as far as matching an import goes, and the shows a row may name. */
async function loadTour(db: Db, workspaceId: string, tourId: string) {
  const rows = await db
    .select({
      type: tourFinancials.type,
      category: tourFinancials.category,
      amountAnticipated: tourFinancials.amountAnticipated,
      amountActual: tourFinancials.amountActual,
      date: tourFinancials.date,
      description: tourFinancials.description,
      currency: tourFinancials.currency,
    })
    .from(tourFinancials)
    .where(and(eq(tourFinancials.workspaceId, workspaceId), eq(tourFinancials.tourId, tourId)));
  const shows = await db
    .select({ id: tourVenues.id, venueName: venues.name, date: tourVenues.performanceDate })
    .from(tourVenues)
    .innerJoin(venues, eq(venues.id, tourVenues.venueId))
    .where(and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.tourId, tourId)))
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.id));
  return [rows, shows] as const;
}

/** The preview: nothing is written. Undefined when the tour is not the account's. */
export async function previewFinancialImport(
  db: Db,
  workspaceId: string,
  tourId: string,
  mapped: readonly MappedFinancial[],
) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  return planFinancialImport(mapped, ...(await loadTour(db, workspaceId, tourId)));
}

/**
 * The import, in one transaction: every new row or none. Two imports into one tour queue on
 * an advisory lock and each plans on what is there under it, so the same sheet sent twice at
 * once still writes its rows once. The rows go in one statement (one JSON parameter), as the
 * show import writes its shows (ADR 0016).
 */
export async function importFinancials(
  db: Db,
  workspaceId: string,
  tourId: string,
  mapped: readonly MappedFinancial[],
): Promise<FinancialImportPlan | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return undefined;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`import-financials:${tourId}`}, 0))`,
    );
    const plan = planFinancialImport(mapped, ...(await loadTour(tx, workspaceId, tourId)));
    if (plan.financials.length === 0) return plan;
    await ensureRoomFor(tx, workspaceId, "financialRowsPerTour", plan.financials.length, tourId);
    const rows = plan.financials.map(({ financial: f, showId }, i) => ({
      i,
      type: f.type,
      category: f.category,
      anticipated: f.amountAnticipated,
      actual: f.amountActual,
      finalized: f.isFinalized,
      date: f.date,
      show: showId,
      description: f.description,
      currency: f.currency,
    }));
    // created_at from clock_timestamp() in sheet order, so "newest first" lists the sheet's
    // last row first, as if each had been added by hand in turn.
    await tx.execute(sql`
      insert into ${tourFinancials} (workspace_id, tour_id, type, category, amount_anticipated,
        amount_actual, is_finalized, date, show_id, description, currency, created_at)
      select ${workspaceId}, ${tourId}, x.type, x.category, x.anticipated, x.actual, x.finalized,
        x.date, x.show, x.description, x.currency,
        clock_timestamp() + x.i * interval '1 microsecond'
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(i int, type text,
        category text, anticipated numeric, actual numeric, finalized boolean, date date,
        show uuid, description text, currency text)
      order by x.i`);
    return plan;
  });
}
