import { asc, eq, inArray } from "drizzle-orm";
import { DAY_MS, HOUR_MS } from "@/domain/negotiations";
import type { Db } from "../client";
import { negotiationEvents, tourVenues, venueRevenueDeals } from "../schema";

type EventRow = typeof negotiationEvents.$inferInsert;

/** How each status was reached, for the demo's timelines. */
const PATH: Record<string, string[]> = {
  hold: ["hold"],
  challenge: ["hold", "challenge"],
  confirmed: ["hold", "confirmed"],
  released: ["hold", "released"],
};

/**
 * The HCC Manager's sample on top of the demo tours: every show gets a timeline, and the
 * negotiations are tuned so the Action Center shows the spec's three suggestions — a
 * challenge to answer, a 1st hold about to expire, a confirmed show without a deal.
 */
export async function seedDemoNegotiations(db: Db, userId: string, artist: string) {
  const now = Date.now();
  const shows = await db
    .select({
      id: tourVenues.id,
      status: tourVenues.status,
      date: tourVenues.performanceDate,
      holdExpiry: tourVenues.holdExpiry,
      lastContact: tourVenues.lastContact,
    })
    .from(tourVenues)
    .where(eq(tourVenues.userId, userId))
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.id));
  const today = new Date(now).toISOString().slice(0, 10);
  const confirmedDates = new Set(shows.filter((s) => s.status === "confirmed").map((s) => s.date));
  const events: EventRow[] = [];
  let firstHold = true;
  for (const [i, show] of shows.entries()) {
    const contact = show.lastContact ?? new Date(now - 3 * DAY_MS);
    const set: Partial<typeof tourVenues.$inferInsert> = {};
    let status = show.status;
    if ((status === "hold" || status === "challenge") && confirmedDates.has(show.date)) {
      // The date went to another confirmed show: this option was released.
      status = "released";
      Object.assign(set, { status, holdRank: null, holdExpiry: null });
    } else if (status === "challenge") {
      set.challengeDeadline = new Date(now + 30 * HOUR_MS);
    } else if (status === "hold") {
      const soon: boolean = firstHold && show.date !== null && show.date >= today;
      firstHold = firstHold && !soon;
      set.holdExpiry = new Date(now + (soon ? 30 * HOUR_MS : (6 + i) * DAY_MS));
      if (soon) set.holdRank = 1;
    }
    if (Object.keys(set).length > 0) {
      await db.update(tourVenues).set(set).where(eq(tourVenues.id, show.id));
    }
    const started = new Date(contact.getTime() - (20 + (i % 7)) * DAY_MS);
    events.push({
      userId,
      showId: show.id,
      action: "created",
      toStatus: "pending",
      actor: artist,
      createdAt: started,
    });
    let from = "pending";
    for (const [step, to] of (PATH[status] ?? []).entries()) {
      const at = new Date(started.getTime() + (step + 1) * 5 * DAY_MS);
      events.push({
        userId,
        showId: show.id,
        action: "transition",
        fromStatus: from,
        toStatus: to,
        note:
          to === "released"
            ? "The date is confirmed at another venue"
            : to === "challenge"
              ? "Another act challenged our hold"
              : null,
        actor: artist,
        createdAt: at > new Date(now) ? new Date(now - HOUR_MS) : at,
      });
      from = to;
    }
  }
  if (events.length > 0) await db.insert(negotiationEvents).values(events);

  // One upcoming confirmed show is left without a deal; the others get their guarantee.
  const withDeal = new Set(
    (
      await db
        .select({ id: venueRevenueDeals.tourVenueId })
        .from(venueRevenueDeals)
        .where(eq(venueRevenueDeals.userId, userId))
    ).map((r) => r.id),
  );
  const missing = shows.filter((s) => s.status === "confirmed" && !withDeal.has(s.id));
  const toFill = missing.slice(1).map((s) => s.id);
  if (toFill.length > 0) {
    const fees = await db
      .select({ id: tourVenues.id, fee: tourVenues.venueFee })
      .from(tourVenues)
      .where(inArray(tourVenues.id, toFill));
    await db.insert(venueRevenueDeals).values(
      fees.map((f) => ({
        userId,
        tourVenueId: f.id,
        dealType: "guarantee",
        guaranteeAmount: f.fee ?? "0",
      })),
    );
  }
}
