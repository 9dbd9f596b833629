import { and, eq, lte, sql } from "drizzle-orm";
import { ticketsOf } from "@/domain/logistics/guest-list-rules";
import { type CheckInInput, GUEST_STATUS_LABELS } from "@/domain/logistics/guest-lists";
import type { Db } from "../../client";
import { guestCheckIns, guests } from "../../schema";
import { findOwnedShow } from "../ownership";
import { type GuestView, guestColumns } from "./guest-lists";

export type CheckInResult =
  | { guest: GuestView; replayed: boolean }
  /** The list changed under the door (the guest was removed, declined or made smaller). */
  | { conflict: string }
  | "show";

/**
 * Sets how many of a guest's party are in, as the door saw it (ADR 0020). One UPDATE writes
 * the absolute count, so two phones at once end on the last one's number and never add up;
 * the phone's `clientId` is kept, so the same check-in sent again (an offline outbox
 * replaying, a retry after a lost answer) changes nothing and answers the guest as it is.
 */
export async function checkInGuest(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  guestId: string,
  input: CheckInInput,
  byName: string,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<CheckInResult> => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId }))) return "show";
    const onShow = and(
      eq(guests.id, guestId),
      eq(guests.workspaceId, workspaceId),
      eq(guests.showId, showId),
    );
    const [seen] = await tx
      .select({ id: guestCheckIns.id })
      .from(guestCheckIns)
      .where(
        and(
          eq(guestCheckIns.workspaceId, workspaceId),
          eq(guestCheckIns.clientId, input.clientId),
          eq(guestCheckIns.guestId, guestId),
        ),
      );
    if (seen) {
      const [guest] = await tx.select(guestColumns).from(guests).where(onShow);
      if (guest) return { guest, replayed: true };
    }
    const [guest] = await tx
      .update(guests)
      .set({
        checkedIn: input.checkedIn,
        checkedInAt: input.checkedIn > 0 ? now : null,
        updatedAt: now,
      })
      .where(
        and(
          onShow,
          eq(guests.status, "approved"),
          lte(sql`${input.checkedIn}`, sql`1 + ${guests.plusOnes}`),
        ),
      )
      .returning(guestColumns);
    if (!guest) return { conflict: await whyNot(tx, onShow, input.checkedIn) };
    // A second send of the same id racing this one waits on the unique index, then adds nothing.
    await tx
      .insert(guestCheckIns)
      .values({
        workspaceId,
        guestId,
        clientId: input.clientId,
        checkedIn: input.checkedIn,
        byName,
      })
      .onConflictDoNothing();
    return { guest, replayed: false };
  });
}

/** The message of a check-in the list as it is now refuses, naming the guest. */
async function whyNot(tx: Db, onShow: ReturnType<typeof and>, wanted: number): Promise<string> {
  const [g] = await tx
    .select({ name: guests.name, status: guests.status, plusOnes: guests.plusOnes })
    .from(guests)
    .where(onShow);
  if (!g) return "This guest was removed from the list meanwhile";
  if (g.status !== "approved") {
    // This refusal is still English text (ADR 0035, not yet in every language): the status too.
    const status =
      GUEST_STATUS_LABELS[g.status as keyof typeof GUEST_STATUS_LABELS]?.defaultMessage ?? g.status;
    return `${g.name} is not approved (${status.toLowerCase()}): check with a manager`;
  }
  const tickets = ticketsOf(g);
  return `${g.name} has ${tickets} ${tickets === 1 ? "ticket" : "tickets"}, not ${wanted}`;
}
