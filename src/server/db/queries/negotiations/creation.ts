import { eq } from "drizzle-orm";
import { confirmedShowWarning } from "@/domain/negotiations/calendar";
import type { CreateNegotiationInput } from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { tourVenues } from "../../schema";
import { syncPartyLines } from "../party/generation";
import { createShow, type ShowWriteError } from "../tours/shows";
import { createTour, widenTourToDate } from "../tours/tours";
import { type Actor, type NegotiationRefusal, othersOn, Refused, record } from "./move-steps";
import { transitionIn } from "./moves";
import { settleNegotiations } from "./upkeep";

/**
 * A new show and its negotiation, atomically: HCC Manager's Add Venue and the Tours page's
 * Add Show. The show is recorded as created (pending), then moved to its starting status by
 * the same transition as any later move (rank, expiry, conflict and override rules).
 */
export async function createNegotiation(
  db: Db,
  actor: Actor,
  input: CreateNegotiationInput,
): Promise<{ id: string; dateWarning: string | null } | NegotiationRefusal | ShowWriteError> {
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
      // Issue 36: said on every path that creates a show, whichever tour the other night is on.
      const date = input.show.performanceDate;
      const others = date ? await othersOn(tx, actor.workspaceId, date, show.id) : [];
      const dateWarning = confirmedShowWarning(
        others.map((o) => ({
          id: o.id,
          status: o.status as NegotiationStatus,
          performanceDate: date,
          venueName: o.venueName ?? UNKNOWN_VENUE,
        })),
        date,
      );
      await syncPartyLines(tx, actor.workspaceId, tourId);
      return { id: show.id, dateWarning };
    });
  } catch (err) {
    if (err instanceof Refused) return err.what ?? err.refusal;
    throw err;
  }
}
