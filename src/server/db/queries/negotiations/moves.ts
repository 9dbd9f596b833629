import { and, eq, inArray, sql } from "drizzle-orm";
import { isInstantInRange } from "@/domain/date-bounds";
import { DAY_MS } from "@/domain/durations";
import {
  alreadyConfirmedRefusal,
  datePassedRefusal,
  holdOutlivesShowRefusal,
} from "@/domain/negotiations/date-refusals";
import {
  capAtShow,
  checkChallenge,
  checkTransition,
  extendPastRange,
  fieldsAfterTransition,
  isHeld,
  type NegotiationDetailsInput,
  showDateEnd,
  type TransitionInput,
} from "@/domain/negotiations/negotiations";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { tourVenues } from "../../schema";
import { syncPartyLinesOfShow } from "../party/generation";
import {
  type Actor,
  lockDate,
  lockShow,
  type NegotiationRefusal,
  othersOn,
  promoteBelow,
  Refused,
  record,
} from "./move-steps";
import { settleNegotiations } from "./upkeep";

/** The timeline says who owes whom the answer when a challenge starts. */
const CHALLENGE_NOTE = {
  us: "We challenged the hold above us: that act owes the answer by the deadline",
  them: "Another act challenged our hold: we owe the answer (confirm or release) by the deadline",
};

/** Moves a negotiation inside `tx`; the caller owns the transaction. */
export async function transitionIn(
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
  // Issue 36: a date already past cannot be held or challenged (it would lapse at once).
  if (
    date &&
    (input.to === "hold" || input.to === "challenge") &&
    (showDateEnd(date) as Date) <= now
  ) {
    return {
      kind: "illegal",
      message: datePassedRefusal(date),
    };
  }
  const sameDate = date ? await othersOn(tx, workspaceId, date, showId) : [];
  if (input.to === "confirmed") {
    const other = sameDate.find((s) => s.status === "confirmed");
    if (other && !input.override) {
      return {
        kind: "conflict",
        message: alreadyConfirmedRefusal(date, other.venueName ?? UNKNOWN_VENUE),
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
    showDate: date,
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
        await syncPartyLinesOfShow(tx, actor.workspaceId, showId);
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
    const asked = new Date(from.getTime() + days * DAY_MS);
    // Extension after extension would walk the expiry out of every calendar (decision 8).
    if (!isInstantInRange(asked)) {
      return { kind: "field", field: "days", message: extendPastRange() } as const;
    }
    // Issue 36: never past the show's date; a hold already lasting until then has no more.
    const expiry = capAtShow(asked, show.performanceDate);
    if (show.holdExpiry && expiry <= show.holdExpiry) {
      return {
        kind: "conflict",
        message: holdOutlivesShowRefusal(show.performanceDate),
      } as const;
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
