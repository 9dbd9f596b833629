import { and, eq, ne, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/domain/account/artist-name";
import { ordinal, promoteAfterLeaving } from "@/domain/negotiations/negotiations";
import type { Db } from "../../client";
import { negotiationEvents, tourVenues, venues } from "../../schema";
import { onShowVenue } from "../ownership";
import type { ShowWriteError } from "../tours/shows";

// The steps every negotiation write is made of (moves, creation, date moves, the deal an
// Accept records): who acts, the locks in their one order, the timeline entry, the refusals.

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
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.performanceDate, date),
        ne(tourVenues.id, showId),
      ),
    );
}

/** Thrown inside a transaction to roll it back, caught outside to answer the refusal. */
export class Refused extends Error {
  constructor(
    readonly refusal: NegotiationRefusal,
    readonly what?: ShowWriteError,
  ) {
    super(refusal.kind);
  }
}
