import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import {
  type FinancialImportPlan,
  planFinancialImport,
} from "@/domain/finances/imports/financial-plan";
import type { MappedFinancial } from "@/domain/finances/imports/financial-rows";
import type { Db } from "../../client";
import { financialImportRows, tourFinancials, tourVenues, venues } from "../../schema";
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

/** Rows per staging statement: each runs on the embedded database's one thread, so it stays short. */
const ROWS_PER_STATEMENT = 250;

/** Imports into one tour queue in this process (a second waits, then plans on the first's rows). */
const tourQueues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tourQueues.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => {});
  tourQueues.set(key, settled);
  void settled.then(() => {
    if (tourQueues.get(key) === settled) tourQueues.delete(key);
  });
  return mine;
}

/** What the plan was made on: when it changed before the move, the plan is made again. */
async function tourState(db: Db, workspaceId: string, tourId: string) {
  const [row] = await db
    .select({ rows: count(), last: sql<string | null>`max(${tourFinancials.createdAt})::text` })
    .from(tourFinancials)
    .where(and(eq(tourFinancials.workspaceId, workspaceId), eq(tourFinancials.tourId, tourId)));
  return `${row?.rows ?? 0}/${row?.last ?? ""}`;
}

/**
 * The import (ADR 0016, issue 49): every new row or none, without holding the database for
 * the whole sheet. Imports into one tour queue in the process and each plans on what is there,
 * so the same sheet sent twice at once writes its rows once. The new rows are written to
 * financial_import_rows in short statements, with a turn of the event loop between two (on
 * the embedded database one long transaction held its only connection: every other request
 * waited for the last row). Then one short transaction, under the advisory lock per tour
 * (other app processes), checks that the tour's rows are still those the plan was made on
 * (else plans again) and moves the staged rows into the tour in one statement: until then no
 * reader sees any of them, and a failure on the way leaves none.
 */
export function importFinancials(
  db: Db,
  workspaceId: string,
  tourId: string,
  mapped: readonly MappedFinancial[],
): Promise<FinancialImportPlan | undefined> {
  return oneAtATime(tourId, async () => {
    if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
    await db
      .delete(financialImportRows)
      .where(lt(financialImportRows.stagedAt, sql`now() - interval '1 hour'`));
    for (;;) {
      const state = await tourState(db, workspaceId, tourId);
      const plan = planFinancialImport(mapped, ...(await loadTour(db, workspaceId, tourId)));
      if (plan.financials.length === 0) return plan;
      // A sheet that would pass the tour's limit stages nothing (checked again at the move).
      await ensureRoomFor(db, workspaceId, "financialRowsPerTour", plan.financials.length, tourId);
      const importId = crypto.randomUUID();
      try {
        await stageRows(db, importId, tourId, plan);
        const moved = await db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`import-financials:${tourId}`}, 0))`,
          );
          // A tour deleted meanwhile took its staged rows with it (cascade): nothing to move.
          if (!(await findOwnedTour(tx, workspaceId, tourId))) return "gone";
          if ((await tourState(tx, workspaceId, tourId)) !== state) return "changed";
          await ensureRoomFor(
            tx,
            workspaceId,
            "financialRowsPerTour",
            plan.financials.length,
            tourId,
          );
          // created_at from clock_timestamp() in sheet order, so "newest first" lists the
          // sheet's last row first, as if each had been added by hand in turn.
          await tx.execute(sql`
            insert into ${tourFinancials} (id, workspace_id, tour_id, type, category,
              amount_anticipated, amount_actual, is_finalized, date, show_id, description,
              currency, created_at)
            select x.id, ${workspaceId}, ${tourId}, x.type, x.category, x.amount_anticipated,
              x.amount_actual, x.is_finalized, x.date, x.show_id, x.description, x.currency,
              clock_timestamp() + x.position * interval '1 microsecond'
            from ${financialImportRows} x where x.import_id = ${importId}
            order by x.position`);
          return "moved";
        });
        if (moved === "gone") return undefined;
        if (moved === "moved") return plan;
      } finally {
        await db.delete(financialImportRows).where(eq(financialImportRows.importId, importId));
      }
    }
  });
}

/** The plan's new rows into financial_import_rows, a few hundred per statement, a turn between. */
async function stageRows(db: Db, importId: string, tourId: string, plan: FinancialImportPlan) {
  for (let i = 0; i < plan.financials.length; i += ROWS_PER_STATEMENT) {
    const rows = plan.financials
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(({ financial: f, showId }, k) => ({
        position: i + k,
        id: crypto.randomUUID(),
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
    // One JSON parameter per statement, never a bound parameter per value (ADR 0016).
    await db.execute(sql`
      insert into ${financialImportRows} (import_id, position, id, tour_id, type, category,
        amount_anticipated, amount_actual, is_finalized, date, show_id, description, currency)
      select ${importId}, x.position, x.id, ${tourId}, x.type, x.category, x.anticipated, x.actual,
        x.finalized, x.date, x.show, x.description, x.currency
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(position int, id uuid, type text,
        category text, anticipated numeric, actual numeric, finalized boolean, date date,
        show uuid, description text, currency text)`);
    await nextTurn();
  }
}
