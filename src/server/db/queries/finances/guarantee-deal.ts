import { and, eq } from "drizzle-orm";
import { dealRefusal } from "@/domain/tours/show-money";
import type { Db } from "../../client";
import { tourVenues, venueRevenueDeals } from "../../schema";
import { type Actor, record } from "../negotiations/move-steps";

// Beside deals.ts: the one deal written from the HCC Manager, with its timeline entry.

/** The guarantee deal an Accept of "no deal" records: the agreed fee. */
export async function addGuaranteeDeal(db: Db, actor: Actor, showId: string) {
  return db.transaction(async (tx) => {
    const [show] = await tx
      .select({ fee: tourVenues.venueFee, status: tourVenues.status })
      .from(tourVenues)
      .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, actor.workspaceId)))
      .for("update");
    // The suggestion is made for a confirmed show; one released meanwhile takes no deal.
    if (!show || dealRefusal(show.status) !== null) return false;
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
