import { and, eq, sql } from "drizzle-orm";
import { limitRefusal, ticketsOf } from "@/domain/logistics/guest-list-rules";
import type { GuestDecision, GuestInput } from "@/domain/logistics/guest-lists";
import type { Db } from "../../client";
import { guests } from "../../schema";
import { findOwnedShow } from "../ownership";
import { ensureRoomFor } from "../workspace-limits";
import { guestColumns, guestListShow, ticketsTaken } from "./guest-lists";

/** Who is writing: their id and name (recorded on the guest), and whether they manage. */
export interface GuestWriter {
  userId: string;
  name: string;
  manages: boolean;
}

/** A write the list's rules refused: the message names the limit ("Only 2 of 10 tickets left"). */
export type GuestWriteResult<T> = T | { refused: string } | "show" | "guest";

const overrideOf = (refusal: string | undefined, who: GuestWriter) =>
  refusal ? { overrideByName: who.name, overrideReason: refusal } : {};

/**
 * Adds a guest. Crew and artists request (status requested); a guest an owner or manager
 * enters is approved at once. The show's row is locked first, so two requests at once queue
 * and the second sees the first's tickets.
 */
export async function addGuest(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: GuestInput,
  who: GuestWriter,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<GuestWriteResult<typeof created>> => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return "show";
    const head = await guestListShow(tx, workspaceId, tourId, showId);
    if (!head) return "show";
    const taken = await ticketsTaken(tx, workspaceId, showId);
    const refusal = limitRefusal(head.limits, taken, ticketsOf(input), now);
    if (refusal && !input.override) return { refused: refusal };
    // Not a rule a manager overrides: a bound on one list, however the allotment is set.
    await ensureRoomFor(tx, workspaceId, "guestsPerList", 1, showId);
    const { override: _, ...fields } = input;
    const [created] = await tx
      .insert(guests)
      .values({
        ...fields,
        ...overrideOf(refusal, who),
        workspaceId,
        showId,
        status: who.manages ? "approved" : "requested",
        decidedByName: who.manages ? who.name : null,
        requestedBy: who.userId,
        requestedByName: who.name,
      })
      .returning(guestColumns);
    return created!;
  });
}

/** The guest under the show, locked for this write. */
async function lockedGuest(tx: Db, workspaceId: string, showId: string, guestId: string) {
  const [row] = await tx
    .select({ ...guestColumns })
    .from(guests)
    .where(
      and(eq(guests.id, guestId), eq(guests.workspaceId, workspaceId), eq(guests.showId, showId)),
    )
    .for("update");
  return row;
}

/**
 * Changes a guest's details (owners and managers). A bigger party takes more of the
 * allotment and is checked against it; who has already arrived is kept, never more than
 * the party.
 */
export async function updateGuest(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  guestId: string,
  input: GuestInput,
  who: GuestWriter,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<GuestWriteResult<typeof updated>> => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return "show";
    const guest = await lockedGuest(tx, workspaceId, showId, guestId);
    if (!guest) return "guest";
    let refusal: string | undefined;
    if (guest.status !== "declined" && ticketsOf(input) > ticketsOf(guest)) {
      const head = await guestListShow(tx, workspaceId, tourId, showId);
      const taken = await ticketsTaken(tx, workspaceId, showId, guestId);
      refusal = head && limitRefusal(head.limits, taken, ticketsOf(input), now);
      if (refusal && !input.override) return { refused: refusal };
    }
    const { override: _, ...fields } = input;
    const [updated] = await tx
      .update(guests)
      .set({
        ...fields,
        ...overrideOf(refusal, who),
        checkedIn: sql`least(${guests.checkedIn}, ${1 + input.plusOnes})`,
        updatedAt: now,
      })
      .where(and(eq(guests.id, guestId), eq(guests.workspaceId, workspaceId)))
      .returning(guestColumns);
    return updated!;
  });
}

/**
 * Approves or declines a request (owners and managers). Approving a guest who was declined
 * takes their tickets back, so the allotment is checked; declining one clears their
 * check-in, since they are no longer let in.
 */
export async function decideGuest(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  guestId: string,
  decision: GuestDecision,
  who: GuestWriter,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<GuestWriteResult<typeof updated>> => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return "show";
    const guest = await lockedGuest(tx, workspaceId, showId, guestId);
    if (!guest) return "guest";
    let refusal: string | undefined;
    if (guest.status === "declined" && decision.status === "approved") {
      const head = await guestListShow(tx, workspaceId, tourId, showId);
      const taken = await ticketsTaken(tx, workspaceId, showId, guestId);
      // Only the allotment: approving is the manager's own act, not a request after the cutoff.
      refusal =
        head &&
        limitRefusal(
          { ...head.limits, locked: false, cutoffAt: null },
          taken,
          ticketsOf(guest),
          now,
        );
      if (refusal && !decision.override) return { refused: refusal };
    }
    const [updated] = await tx
      .update(guests)
      .set({
        status: decision.status,
        decidedByName: who.name,
        ...overrideOf(refusal, who),
        ...(decision.status === "declined" ? { checkedIn: 0, checkedInAt: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(guests.id, guestId), eq(guests.workspaceId, workspaceId)))
      .returning(guestColumns);
    return updated!;
  });
}

/** Removes a guest; false when there is no such guest on the workspace's show. */
export async function deleteGuest(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  guestId: string,
): Promise<boolean> {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return false;
  const gone = await db
    .delete(guests)
    .where(
      and(eq(guests.id, guestId), eq(guests.workspaceId, workspaceId), eq(guests.showId, showId)),
    )
    .returning({ id: guests.id });
  return gone.length > 0;
}
