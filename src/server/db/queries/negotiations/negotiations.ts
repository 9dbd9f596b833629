import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/domain/account/artist-name";
import { isInstantInRange } from "@/domain/date-bounds";
import { DAY_MS } from "@/domain/durations";
import {
  type ChallengeSide,
  type CreateNegotiationInput,
  checkChallenge,
  checkTransition,
  EXTEND_PAST_RANGE,
  fieldsAfterTransition,
  isHeld,
  type Negotiation,
  type NegotiationDetailsInput,
  type NegotiationEvent,
  ordinal,
  promoteAfterLeaving,
  type TransitionInput,
} from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";
import { formatCalendarDate } from "@/domain/tour-timing";
import { showMoney } from "@/domain/tours/show-money";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { negotiationEvents, tours, tourVenues, venueRevenueDeals, venues } from "../../schema";
import { qualified } from "../../sql-helpers";
import { dealTermsColumns, toDealTerms } from "../tours/show-money";
import { createShow, type ShowWriteError } from "../tours/shows";
import { createTour, widenTourToDate } from "../tours/tours";
import { settleNegotiations } from "./upkeep";

const iso = (d: Date | string | null) =>
  d === null ? null : typeof d === "string" ? new Date(d).toISOString() : d.toISOString();

/** One negotiation per show, with its venue, tour, deal presence and confirmation time. */
function negotiationQuery(db: Db, workspaceId: string) {
  return (
    db
      .select({
        id: tourVenues.id,
        tourId: tourVenues.tourId,
        tourTitle: tours.title,
        venueId: venues.id,
        venueName: venues.name,
        city: venues.city,
        state: venues.state,
        capacity: venues.capacity,
        performanceDate: tourVenues.performanceDate,
        venueFee: tourVenues.venueFee,
        status: tourVenues.status,
        holdRank: tourVenues.holdRank,
        holdExpiry: tourVenues.holdExpiry,
        challengeDeadline: tourVenues.challengeDeadline,
        challengedBy: tourVenues.challengedBy,
        contactName: tourVenues.contactName,
        contactPhone: tourVenues.contactPhone,
        contactEmail: tourVenues.contactEmail,
        lastContact: tourVenues.lastContact,
        notes: tourVenues.notes,
        createdAt: tourVenues.createdAt,
        ...dealTermsColumns,
        confirmedAt: sql<string | null>`(select max(e.created_at) from ${negotiationEvents} e
        where e.show_id = ${qualified(tourVenues.id)} and e.workspace_id = ${workspaceId}
          and e.to_status = 'confirmed')`,
      })
      .from(tourVenues)
      .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
      .leftJoin(venues, and(eq(venues.id, tourVenues.venueId), eq(venues.workspaceId, workspaceId)))
      // One deal per show: its terms give the show's money in the same statement.
      .leftJoin(
        venueRevenueDeals,
        and(
          eq(venueRevenueDeals.tourVenueId, tourVenues.id),
          eq(venueRevenueDeals.workspaceId, workspaceId),
        ),
      )
      .$dynamic()
  );
}
type Row = Awaited<ReturnType<typeof negotiationQuery>>[number];

function toNegotiation(row: Row): Negotiation {
  const { deal, others: r } = toDealTerms(row);
  return {
    ...r,
    showMoney: showMoney(r.venueFee, deal),
    venueName: r.venueName ?? UNKNOWN_VENUE,
    city: r.city ?? "",
    state: r.state ?? "",
    capacity: r.capacity ?? 0,
    status: r.status as NegotiationStatus,
    challengedBy: r.challengedBy as ChallengeSide | null,
    holdExpiry: iso(r.holdExpiry),
    challengeDeadline: iso(r.challengeDeadline),
    lastContact: iso(r.lastContact),
    createdAt: iso(r.createdAt)!,
    confirmedAt: iso(r.confirmedAt),
    hasDeal: deal !== null,
  };
}

async function getNegotiation(db: Db, workspaceId: string, showId: string) {
  const [row] = await negotiationQuery(db, workspaceId).where(
    and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.id, showId)),
  );
  return row ? toNegotiation(row) : undefined;
}

async function listEvents(
  db: Db,
  workspaceId: string,
  showId: string,
): Promise<NegotiationEvent[]> {
  const rows = await db
    .select({
      id: negotiationEvents.id,
      action: negotiationEvents.action,
      fromStatus: negotiationEvents.fromStatus,
      toStatus: negotiationEvents.toStatus,
      note: negotiationEvents.note,
      override: negotiationEvents.override,
      actor: negotiationEvents.actor,
      createdAt: negotiationEvents.createdAt,
    })
    .from(negotiationEvents)
    .where(
      and(eq(negotiationEvents.workspaceId, workspaceId), eq(negotiationEvents.showId, showId)),
    )
    .orderBy(desc(negotiationEvents.createdAt), desc(negotiationEvents.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! }));
}

/** The negotiation with its timeline, newest first. */
export async function negotiationDetail(db: Db, workspaceId: string, showId: string) {
  await settleNegotiations(db, workspaceId);
  const negotiation = await getNegotiation(db, workspaceId, showId);
  if (!negotiation) return undefined;
  return { negotiation, events: await listEvents(db, workspaceId, showId) };
}

export type NegotiationRefusal =
  | { kind: "missing" }
  | { kind: "illegal"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "no-date"; message: string }
  | { kind: "field"; field: string; message: string };

export interface Actor {
  workspaceId: string;
  name: string;
}

export async function lockShow(tx: Db, workspaceId: string, showId: string) {
  const [row] = await tx
    .select({
      id: tourVenues.id,
      status: tourVenues.status,
      performanceDate: tourVenues.performanceDate,
      holdRank: tourVenues.holdRank,
      holdExpiry: tourVenues.holdExpiry,
    })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)))
    .for("update");
  return row;
}

/**
 * Confirmations of one account's date queue up behind this lock, so of 20 simultaneous
 * confirms on one date exactly one sees no other confirmed show.
 */
export async function lockDate(tx: Db, workspaceId: string, date: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${workspaceId}:${date}`}, 0))`,
  );
}

/** One event on the negotiation's timeline (every move, contact and edit writes one). */
export function record(
  tx: Db,
  actor: Actor,
  showId: string,
  e: {
    action: string;
    from?: string | null;
    to?: string | null;
    note?: string;
    override?: boolean;
  },
) {
  return tx.insert(negotiationEvents).values({
    workspaceId: actor.workspaceId,
    showId,
    action: e.action,
    fromStatus: e.from ?? null,
    toStatus: e.to ?? null,
    note: e.note || null,
    override: e.override ?? false,
    actor: actor.name,
    // now() is the transaction's start: two moves in one transaction would tie.
    createdAt: sql`clock_timestamp()`,
  });
}

/** Auto-promote: every option of the date ranked below `rank` moves up one place. */
export async function promoteBelow(
  tx: Db,
  actor: Actor,
  held: { id: string; holdRank: number | null }[],
  rank: number,
) {
  for (const move of promoteAfterLeaving(held, rank)) {
    await tx.update(tourVenues).set({ holdRank: move.holdRank }).where(eq(tourVenues.id, move.id));
    await record(tx, { ...actor, name: SYSTEM_ACTOR }, move.id, {
      action: "promote",
      note: `Now the ${ordinal(move.holdRank)} hold`,
    });
  }
}

/** The account's other shows on a date, with what the negotiation rules need. */
export function othersOn(tx: Db, workspaceId: string, date: string, showId: string) {
  return tx
    .select({
      id: tourVenues.id,
      status: tourVenues.status,
      holdRank: tourVenues.holdRank,
      venueName: venues.name,
    })
    .from(tourVenues)
    .leftJoin(venues, and(eq(venues.id, tourVenues.venueId), eq(venues.workspaceId, workspaceId)))
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.performanceDate, date),
        ne(tourVenues.id, showId),
      ),
    );
}

/** The timeline says who owes whom the answer when a challenge starts. */
const CHALLENGE_NOTE = {
  us: "We challenged the hold above us: that act owes the answer by the deadline",
  them: "Another act challenged our hold: we owe the answer (confirm or release) by the deadline",
};

/** Moves a negotiation inside `tx`; the caller owns the transaction. */
async function transitionIn(
  tx: Db,
  actor: Actor,
  showId: string,
  input: TransitionInput,
  now = new Date(),
): Promise<true | NegotiationRefusal> {
  const workspaceId = actor.workspaceId;
  // Lock order, the same for every move: the date first, then the show row. A move that
  // locked its row first and then waited for the date could deadlock with one doing it the
  // other way round.
  const [peek] = await tx
    .select({ date: tourVenues.performanceDate })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  if (!peek) return { kind: "missing" };
  if (peek.date) await lockDate(tx, workspaceId, peek.date);
  const show = await lockShow(tx, workspaceId, showId);
  if (!show) return { kind: "missing" };
  const check = checkTransition(show.status, input.to);
  if (!check.ok) return { kind: "illegal", message: check.message };
  const date = show.performanceDate;
  if (!date && (input.to === "hold" || input.to === "confirmed" || input.to === "challenge")) {
    return { kind: "no-date", message: "Set a performance date before holding or confirming" };
  }
  if (date !== peek.date)
    return { kind: "illegal", message: "The show's date just changed; try again" };
  const sameDate = date ? await othersOn(tx, workspaceId, date, showId) : [];
  if (input.to === "confirmed") {
    const other = sameDate.find((s) => s.status === "confirmed");
    if (other && !input.override) {
      return {
        kind: "conflict",
        message: `Another show is already confirmed on ${formatCalendarDate(date)}: ${other.venueName ?? UNKNOWN_VENUE}`,
      };
    }
  }
  if (input.to === "challenge") {
    const side = checkChallenge(show.holdRank, input.challengedBy);
    if (!side.ok) return { kind: "illegal", message: side.message };
  }
  const held = sameDate.filter((s) => isHeld(s.status));
  const fields = fieldsAfterTransition(show, input.to, {
    now,
    nextFreeRank: Math.max(0, ...held.map((h) => h.holdRank ?? 0)) + 1,
    holdRank: input.holdRank,
    holdExpiry: input.holdExpiry,
    challengeDeadline: input.challengeDeadline,
    challengedBy: input.challengedBy,
  });
  if (input.to === "hold" && input.holdRank && held.some((h) => h.holdRank === input.holdRank)) {
    // Asked for a rank that is taken: the ones from there down move one place down.
    await tx
      .update(tourVenues)
      .set({ holdRank: sql`${tourVenues.holdRank} + 1` })
      .where(
        and(
          inArray(
            tourVenues.id,
            held.map((h) => h.id),
          ),
          sql`${tourVenues.holdRank} >= ${input.holdRank}`,
        ),
      );
  }
  await tx
    .update(tourVenues)
    .set({ ...fields, lastContact: now })
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  const overrode =
    input.to === "confirmed" &&
    Boolean(input.override) &&
    sameDate.some((s) => s.status === "confirmed");
  await record(tx, actor, showId, {
    action: "transition",
    from: show.status,
    to: input.to,
    note: overrode
      ? [input.note, "Confirmed despite another confirmed show that day"]
          .filter(Boolean)
          .join(" — ")
      : input.to === "challenge"
        ? [input.note, fields.challengedBy === "us" ? CHALLENGE_NOTE.us : CHALLENGE_NOTE.them]
            .filter(Boolean)
            .join(" — ")
        : input.note,
    override: overrode,
  });
  // A released or declined option makes room: the ones ranked below it move up now.
  const leaving = isHeld(show.status) && (input.to === "released" || input.to === "declined");
  if (leaving && date && show.holdRank !== null) {
    await promoteBelow(tx, actor, held, show.holdRank);
  }
  return true;
}

export async function transitionNegotiation(
  db: Db,
  actor: Actor,
  showId: string,
  input: TransitionInput,
) {
  // A hold that has run out must not be confirmed: apply lapses first (own statement).
  await settleNegotiations(db, actor.workspaceId);
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const result = await transitionIn(tx, actor, showId, input);
        // Throwing rolls the whole move back (nothing half-done stays).
        if (result !== true) throw new Refused(result);
        return result;
      }),
    );
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}

/**
 * PostgreSQL may still pick a move as a deadlock victim against the lapse job (which locks
 * without the date lock); the move is safe to run again from the start.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      const code =
        (err as { code?: string; cause?: { code?: string } }).code ??
        (err as { cause?: { code?: string } }).cause?.code;
      if (i >= attempts || (code !== "40P01" && code !== "40001")) throw err;
    }
  }
}

/** Thrown inside a transaction to roll it back, caught outside to answer the refusal. */
class Refused extends Error {
  constructor(
    readonly refusal: NegotiationRefusal,
    readonly what?: ShowWriteError,
  ) {
    super(refusal.kind);
  }
}

/** A call or an email with the venue: lastContact becomes now. */
export async function logContact(db: Db, actor: Actor, showId: string, note?: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(tourVenues)
      .set({ lastContact: now })
      .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, actor.workspaceId)))
      .returning({ id: tourVenues.id });
    if (updated.length === 0) return false;
    await record(tx, actor, showId, { action: "contact", note: note || "Contacted the venue" });
    return true;
  });
}

/** More days on a hold (from its expiry, or from now if it is already close to it). */
export async function extendHold(
  db: Db,
  actor: Actor,
  showId: string,
  days: number,
  note?: string,
): Promise<true | NegotiationRefusal> {
  await settleNegotiations(db, actor.workspaceId);
  return db.transaction(async (tx) => {
    const show = await lockShow(tx, actor.workspaceId, showId);
    if (!show) return { kind: "missing" } as const;
    if (show.status !== "hold") {
      return {
        kind: "illegal",
        message: `Only a hold can be extended; this negotiation is ${show.status}`,
      } as const;
    }
    const from = show.holdExpiry && show.holdExpiry > new Date() ? show.holdExpiry : new Date();
    const expiry = new Date(from.getTime() + days * DAY_MS);
    // Extension after extension would walk the expiry out of every calendar (decision 8).
    if (!isInstantInRange(expiry)) {
      return { kind: "field", field: "days", message: EXTEND_PAST_RANGE } as const;
    }
    await tx
      .update(tourVenues)
      .set({ holdExpiry: expiry, lastContact: new Date() })
      .where(eq(tourVenues.id, showId));
    await record(tx, actor, showId, {
      action: "extend",
      note: [`Hold extended by ${days} days`, note].filter(Boolean).join(" — "),
    });
    return true as const;
  });
}

/** Contact and notes of a negotiation. */
export async function updateNegotiationDetails(
  db: Db,
  actor: Actor,
  showId: string,
  input: NegotiationDetailsInput,
) {
  return db.transaction(async (tx) => {
    const set = Object.fromEntries(
      Object.entries(input)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, v === "" ? null : v]),
    );
    if (Object.keys(set).length === 0) {
      return Boolean(await lockShow(tx, actor.workspaceId, showId));
    }
    const updated = await tx
      .update(tourVenues)
      .set(set)
      .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, actor.workspaceId)))
      .returning({ id: tourVenues.id });
    if (updated.length === 0) return false;
    await record(tx, actor, showId, { action: "details", note: "Contact or notes edited" });
    return true;
  });
}

/** The guarantee deal an Accept of "no deal" records: the agreed fee. */
export async function addGuaranteeDeal(db: Db, actor: Actor, showId: string) {
  return db.transaction(async (tx) => {
    const [show] = await tx
      .select({ fee: tourVenues.venueFee })
      .from(tourVenues)
      .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, actor.workspaceId)))
      .for("update");
    if (!show) return false;
    await tx.insert(venueRevenueDeals).values({
      workspaceId: actor.workspaceId,
      tourVenueId: showId,
      dealType: "guarantee",
      guaranteeAmount: show.fee ?? "0",
    });
    await record(tx, actor, showId, {
      action: "deal",
      note: `Guarantee deal recorded at the agreed fee`,
    });
    return true;
  });
}

/**
 * A new show and its negotiation, atomically: HCC Manager's Add Venue and the Tours page's
 * Add Show. The show is recorded as created (pending), then moved to its starting status by
 * the same transition as any later move (rank, expiry, conflict and override rules).
 */
export async function createNegotiation(
  db: Db,
  actor: Actor,
  input: CreateNegotiationInput,
): Promise<{ id: string } | NegotiationRefusal | ShowWriteError> {
  await settleNegotiations(db, actor.workspaceId);
  try {
    return await db.transaction(async (tx) => {
      // "+ New tour" in Add Venue: the tour is made in the same transaction as its show.
      const tourId =
        input.tourMode === "new"
          ? (
              await createTour(tx, actor.workspaceId, {
                title: input.newTour?.title ?? "",
                status: "planning",
                startDate: null,
                endDate: null,
                totalEstimatedCost: "0.00",
              })
            ).id
          : input.tourId;
      const show = await createShow(tx, actor.workspaceId, tourId, input.show);
      if (typeof show === "string") throw new Refused({ kind: "missing" }, show);
      // "Extend the tour to …": with the show, so a refused start below undoes both.
      if (input.widenTour) {
        await widenTourToDate(tx, actor.workspaceId, tourId, input.show.performanceDate);
      }
      const { contactName, contactPhone, contactEmail, notes } = input;
      await tx
        .update(tourVenues)
        .set({ contactName, contactPhone, contactEmail, notes, lastContact: new Date() })
        .where(eq(tourVenues.id, show.id));
      await record(tx, actor, show.id, { action: "created", to: "pending" });
      if (input.status !== "pending") {
        const moved = await transitionIn(tx, actor, show.id, {
          to: input.status,
          holdRank: input.holdRank,
          holdExpiry: input.holdExpiry,
          challengeDeadline: undefined,
          override: input.override,
        });
        if (moved !== true) throw new Refused(moved);
      }
      return { id: show.id };
    });
  } catch (err) {
    if (err instanceof Refused) return err.what ?? err.refusal;
    throw err;
  }
}
