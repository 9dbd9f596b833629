import { and, eq } from "drizzle-orm";
import { alreadyConfirmedRefusal, movedNote } from "@/domain/negotiations/date-refusals";
import { isHeld } from "@/domain/negotiations/negotiations";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { tourVenues } from "../../schema";
import {
  type Actor,
  lockDate,
  lockShow,
  type NegotiationRefusal,
  othersOn,
  promoteBelow,
  record,
} from "./move-steps";

/**
 * A held or confirmed show moving to another date keeps the negotiation rules: a confirmed
 * show may not land on a date another show is confirmed for; a hold leaves its rank on the
 * old date (the options below move up) and takes the next free rank on the new one. Runs inside the caller's transaction BEFORE the date is
 * written; refuses without writing anything.
 */
export async function moveNegotiationDate(
  tx: Db,
  actor: Actor,
  showId: string,
  to: string,
): Promise<true | NegotiationRefusal> {
  const workspaceId = actor.workspaceId;
  const [peek] = await tx
    .select({ date: tourVenues.performanceDate, status: tourVenues.status })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  if (!peek) return { kind: "missing" };
  if (peek.date === to || !(isHeld(peek.status) || peek.status === "confirmed")) return true;
  // Both dates, always in the same order, then the row: the lock order of every move.
  for (const date of [peek.date, to].filter((d): d is string => d !== null).sort()) {
    await lockDate(tx, workspaceId, date);
  }
  const show = await lockShow(tx, workspaceId, showId);
  if (!show || show.performanceDate !== peek.date) {
    return { kind: "illegal", message: "The show just changed; try again" };
  }
  const there = await othersOn(tx, workspaceId, to, showId);
  if (show.status === "confirmed") {
    const other = there.find((s) => s.status === "confirmed");
    if (other) {
      return {
        kind: "conflict",
        message: alreadyConfirmedRefusal(to, other.venueName ?? UNKNOWN_VENUE),
      };
    }
    await record(tx, actor, showId, { action: "moved", note: movedNote(to) });
    return true;
  }
  const rank =
    Math.max(0, ...there.filter((s) => isHeld(s.status)).map((s) => s.holdRank ?? 0)) + 1;
  if (show.performanceDate && show.holdRank !== null) {
    const left = await othersOn(tx, workspaceId, show.performanceDate, showId);
    await promoteBelow(
      tx,
      actor,
      left.filter((s) => isHeld(s.status)),
      show.holdRank,
    );
  }
  await tx.update(tourVenues).set({ holdRank: rank }).where(eq(tourVenues.id, showId));
  await record(tx, actor, showId, {
    action: "moved",
    note: movedNote(to, rank),
  });
  return true;
}
