import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { GenerateAnswer } from "@/domain/party/answers";
import {
  type DesiredLine,
  desiredLines,
  type GenLeg,
  MAX_PERSON_DAYS,
  personDayCount,
  planSync,
  type StoredLine,
  type SyncPlan,
  weeksHeld,
} from "@/domain/party/generate";
import type { PayPer } from "@/domain/party/people";
import type { Db } from "../../client";
import {
  partyGenerations,
  partyPayments,
  tourParty,
  tours,
  tourVenues,
  travelLegPassengers,
  travelLegs,
} from "../../schema";
import { qualified } from "../../sql-helpers";

/**
 * The party's per diems and pay made and kept in step (ADR 0032, domain/party/generate.ts):
 * five reads, one update and one delete at most, and inserts of 250 lines each (30 people × 45
 * days is six), so other requests are answered between them. Runs inside the caller's transaction, after the write that moved a day.
 */

/** What the generation reads of a tour: its dates, shows, legs with passengers, party, lines. */
async function readInputs(tx: Db, workspaceId: string, tourId: string) {
  const [tour] = await tx
    .select({ startDate: tours.startDate, endDate: tours.endDate })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)));
  if (!tour) return undefined;
  const shows = await tx
    .select({ id: tourVenues.id, date: tourVenues.performanceDate, status: tourVenues.status })
    .from(tourVenues)
    .where(and(eq(tourVenues.tourId, tourId), eq(tourVenues.workspaceId, workspaceId)));
  const legs: GenLeg[] = await tx
    .select({
      departureAt: travelLegs.departureAt,
      departureTz: travelLegs.departureTz,
      passengerIds: sql<string[]>`coalesce((select array_agg(${travelLegPassengers.personId}::text)
        from ${travelLegPassengers} where ${travelLegPassengers.legId} = ${qualified(travelLegs.id)}), '{}')`,
    })
    .from(travelLegs)
    .where(and(eq(travelLegs.tourId, tourId), eq(travelLegs.workspaceId, workspaceId)));
  const people = await tx
    .select({
      id: tourParty.id,
      joinsOn: tourParty.joinsOn,
      leavesOn: tourParty.leavesOn,
      homeCurrency: tourParty.homeCurrency,
      perDiemCurrency: tourParty.perDiemCurrency,
      perDiemShow: tourParty.perDiemShow,
      perDiemTravel: tourParty.perDiemTravel,
      perDiemOff: tourParty.perDiemOff,
      payAmount: tourParty.payAmount,
      payPer: sql<PayPer | null>`${tourParty.payPer}`,
      payCurrency: tourParty.payCurrency,
    })
    .from(tourParty)
    .where(and(eq(tourParty.tourId, tourId), eq(tourParty.workspaceId, workspaceId)));
  const stored = (await tx
    .select({
      id: partyPayments.id,
      personId: partyPayments.personId,
      kind: partyPayments.kind,
      day: partyPayments.day,
      dayKind: partyPayments.dayKind,
      showId: partyPayments.showId,
      amount: partyPayments.amount,
      currency: partyPayments.currency,
      origin: partyPayments.origin,
      paidAt: partyPayments.paidAt,
    })
    .from(partyPayments)
    .where(
      and(eq(partyPayments.tourId, tourId), eq(partyPayments.workspaceId, workspaceId)),
    )) as StoredLine[];
  return { tour, shows, legs, people, stored };
}

const lineValues = (workspaceId: string, tourId: string, l: DesiredLine) => ({
  workspaceId,
  tourId,
  personId: l.personId,
  kind: l.kind,
  day: l.day,
  dayKind: l.dayKind,
  showId: l.showId,
  amount: l.amount,
  currency: l.currency,
  origin: "generated" as const,
});

/** One statement per kind of change; a line someone typed or paid is guarded here too. */
/** Rows written per statement. */
const WRITE_SLICE = 250;

async function applyPlan(tx: Db, workspaceId: string, tourId: string, plan: SyncPlan) {
  const untouched = and(
    eq(partyPayments.workspaceId, workspaceId),
    eq(partyPayments.tourId, tourId),
    eq(partyPayments.origin, "generated"),
    sql`${partyPayments.paidAt} is null`,
  );
  if (plan.delete.length > 0) {
    const ids = sql.join(
      plan.delete.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.delete(partyPayments).where(and(untouched, sql`${partyPayments.id} in (${ids})`));
  }
  if (plan.update.length > 0) {
    const values = sql.join(
      plan.update.map(
        (u) =>
          sql`(${u.id}::uuid, ${u.amount}::numeric, ${u.currency}::text, ${u.dayKind}::text, ${u.showId}::uuid)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${partyPayments} set amount = v.amount, currency = v.currency,
        day_kind = v.day_kind, show_id = v.show_id, updated_at = now()
      from (values ${values}) as v(id, amount, currency, day_kind, show_id)
      where ${partyPayments.id} = v.id and ${partyPayments.workspaceId} = ${workspaceId}
        and ${partyPayments.tourId} = ${tourId} and ${partyPayments.origin} = 'generated'
        and ${partyPayments.paidAt} is null`);
  }
  // In slices: PGlite runs on the server's thread, and a slice is short enough that other
  // requests are answered between them (issue 49's budget of ~50 ms a turn).
  for (let i = 0; i < plan.insert.length; i += WRITE_SLICE) {
    await tx
      .insert(partyPayments)
      .values(plan.insert.slice(i, i + WRITE_SLICE).map((l) => lineValues(workspaceId, tourId, l)));
    // A turn of the event loop between slices: an await alone resumes before any I/O.
    await nextTurn();
  }
}

/** Plans and applies; undefined when the tour is not the workspace's. */
async function syncIn(tx: Db, workspaceId: string, tourId: string) {
  const inputs = await readInputs(tx, workspaceId, tourId);
  if (!inputs) return undefined;
  const personDays = personDayCount(inputs);
  if (personDays > MAX_PERSON_DAYS) return { tooMany: personDays } as const;
  const plan = planSync(
    desiredLines({ ...inputs, weeksHeld: weeksHeld(inputs.stored) }),
    inputs.stored,
  );
  await applyPlan(tx, workspaceId, tourId, plan);
  return plan;
}

/**
 * POST …/party/generate: the lines made (or brought in step), and from now on kept so by
 * every write that moves a day. Undefined: not the workspace's tour.
 */
export async function generateParty(
  db: Db,
  workspaceId: string,
  tourId: string,
  byName: string,
): Promise<GenerateAnswer | { tooMany: number } | undefined> {
  // Thrown to roll the generation's row back with the rest; answered as a refusal.
  class TooMany extends Error {
    constructor(readonly personDays: number) {
      super("too many person-days");
    }
  }
  try {
    return await generateIn(db, workspaceId, tourId, byName, (n) => {
      throw new TooMany(n);
    });
  } catch (err) {
    if (err instanceof TooMany) return { tooMany: err.personDays };
    throw err;
  }
}

function generateIn(
  db: Db,
  workspaceId: string,
  tourId: string,
  byName: string,
  refuse: (personDays: number) => never,
): Promise<GenerateAnswer | undefined> {
  return db.transaction(async (tx) => {
    // Locked: two generations of one tour queue, and never insert a day twice.
    const [tour] = await tx
      .select({ id: tours.id })
      .from(tours)
      .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)))
      .for("update");
    if (!tour) return undefined;
    // First: the generation's row is the lock every sync of this tour takes last (below).
    await tx
      .insert(partyGenerations)
      .values({ tourId, workspaceId, byName })
      .onConflictDoUpdate({
        target: partyGenerations.tourId,
        set: { generatedAt: sql`now()`, byName },
      });
    const plan = await syncIn(tx, workspaceId, tourId);
    if (!plan) return undefined;
    if ("tooMany" in plan) return refuse(plan.tooMany);
    return {
      added: plan.insert.length,
      changed: plan.update.length,
      removed: plan.delete.length,
      keptTyped: plan.keptTyped,
    };
  });
}

/**
 * After a write that changes a day's kind or a person's days, in that write's transaction:
 * the generated lines follow, once the tour's lines were generated (never before).
 */
export async function syncPartyLines(tx: Db, workspaceId: string, tourId: string) {
  const [generated] = await tx
    .select({ tourId: partyGenerations.tourId })
    .from(partyGenerations)
    .where(and(eq(partyGenerations.tourId, tourId), eq(partyGenerations.workspaceId, workspaceId)))
    // Two writes of one tour sync one after the other, never inserting a day twice. Taken
    // after the write's own locks (tour, date, show), so no two writes wait in a circle.
    .for("update");
  if (generated) await syncIn(tx, workspaceId, tourId);
}

/**
 * A typed line's write waits for any sync of its tour (and a sync for it), so the two never
 * both write one person's day (the unique index would refuse one with a 500). Taken before the
 * line's own row: a sync takes the generation row, then the lines.
 */
export async function lockGeneration(tx: Db, workspaceId: string, tourId: string) {
  await tx
    .select({ tourId: partyGenerations.tourId })
    .from(partyGenerations)
    .where(and(eq(partyGenerations.tourId, tourId), eq(partyGenerations.workspaceId, workspaceId)))
    .for("update");
}

/** The same, for the tour of a show whose state moved (a negotiation's transition). */
export async function syncPartyLinesOfShow(tx: Db, workspaceId: string, showId: string) {
  const [show] = await tx
    .select({ tourId: tourVenues.tourId })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  if (show) await syncPartyLines(tx, workspaceId, show.tourId);
}

/** What the lapse job answers of each show it moved (queries/negotiations/upkeep.ts). */
export interface LapsedRow {
  workspace_id: string;
  show_id: string;
  to_status: string | null;
}

/**
 * After holds lapsed to released (the periodic job, or a read that settles first): each such
 * show's tour is kept in step in a transaction of its own. Rare; nothing to do most times.
 */
export async function syncPartyAfterLapses(db: Db, rows: readonly LapsedRow[]) {
  const released = new Map(
    rows.filter((r) => r.to_status === "released").map((r) => [r.show_id, r.workspace_id]),
  );
  for (const [showId, workspaceId] of released)
    await db.transaction((tx) => syncPartyLinesOfShow(tx, workspaceId, showId));
}
