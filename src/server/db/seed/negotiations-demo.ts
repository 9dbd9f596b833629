import { asc, eq, inArray } from "drizzle-orm";
import { DAY_MS, HOUR_MS } from "@/domain/durations";
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

/** How long before its night a demo show was confirmed, at the latest. */
const CONFIRMED_BEFORE_DAYS = 7;
/** Days between the demo's steps (start → hold → confirmed …). */
const STEP_DAYS = 5;

/**
 * When a demo negotiation started: 20–26 days before its last step may happen (now for the
 * open ones, a week before the night for a confirmed one), so every step of PATH fits after
 * the start and before both now and the show.
 */
function startOf(i: number, date: string | null, contact: Date, now: number): number {
  const night = date ? Date.parse(`${date}T00:00:00Z`) : now;
  const latest = Math.min(contact.getTime(), now - HOUR_MS, night - CONFIRMED_BEFORE_DAYS * DAY_MS);
  return latest - (20 + (i % 7)) * DAY_MS;
}

/**
 * The HCC Manager's sample on top of the demo tours: every show gets a timeline, and the
 * negotiations are tuned so the Action Center shows the spec's three suggestions — our
 * challenge awaiting an answer, a 1st hold about to expire, a confirmed show without a deal.
 * The story is possible: a show is created when its negotiation starts, each step follows
 * the one before, nothing happens after now, confirmations come before the night, and a hold
 * is released only after its date was confirmed elsewhere (tests/api/negotiations-demo).
 */
export async function seedDemoNegotiations(db: Db, workspaceId: string, artist: string) {
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
    .where(eq(tourVenues.workspaceId, workspaceId))
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.id));
  const today = new Date(now).toISOString().slice(0, 10);
  const contactOf = (show: (typeof shows)[number]) =>
    show.lastContact ?? new Date(now - 3 * DAY_MS);
  // When each date was confirmed: a hold on that date is released after it, not before.
  const confirmedOn = new Map<string | null, number>();
  for (const [i, show] of shows.entries()) {
    if (show.status !== "confirmed") continue;
    const at =
      startOf(i, show.date, contactOf(show), now) + PATH.confirmed!.length * STEP_DAYS * DAY_MS;
    confirmedOn.set(show.date, Math.min(confirmedOn.get(show.date) ?? at, at));
  }
  const events: EventRow[] = [];
  let firstHold = true;
  for (const [i, show] of shows.entries()) {
    const contact = contactOf(show);
    const started = startOf(i, show.date, contact, now);
    const set: Partial<typeof tourVenues.$inferInsert> = { createdAt: new Date(started) };
    let status = show.status;
    if ((status === "hold" || status === "challenge") && confirmedOn.has(show.date)) {
      // The date went to another confirmed show: this option was released.
      status = "released";
      Object.assign(set, { status, holdRank: null, holdExpiry: null });
    } else if (status === "challenge") {
      // Our 2nd hold challenged the act above us 18 h ago: they owe an answer within 48 h.
      set.challengeDeadline = new Date(now + 30 * HOUR_MS);
      set.challengedBy = "us";
    } else if (status === "hold") {
      const soon: boolean = firstHold && show.date !== null && show.date >= today;
      firstHold = firstHold && !soon;
      set.holdExpiry = new Date(now + (soon ? 30 * HOUR_MS : (6 + i) * DAY_MS));
      if (soon) set.holdRank = 1;
    }
    events.push({
      workspaceId,
      showId: show.id,
      action: "created",
      toStatus: "pending",
      actor: artist,
      createdAt: new Date(started),
    });
    let from = "pending";
    let last = started;
    for (const [step, to] of (PATH[status] ?? []).entries()) {
      let at = started + (step + 1) * STEP_DAYS * DAY_MS;
      if (to === "challenge") at = now - 18 * HOUR_MS;
      if (to === "released") at = Math.max(at, (confirmedOn.get(show.date) ?? at) + HOUR_MS);
      at = Math.min(Math.max(at, last + HOUR_MS), now - HOUR_MS);
      last = at;
      events.push({
        workspaceId,
        showId: show.id,
        action: "transition",
        fromStatus: from,
        toStatus: to,
        note:
          to === "released"
            ? "The date is confirmed at another venue"
            : to === "challenge"
              ? "We challenged the 1st hold: the act above us must confirm or release"
              : null,
        actor: artist,
        createdAt: new Date(at),
      });
      from = to;
    }
    // A decided negotiation was last in touch at its last step, not after the night.
    if (status === "confirmed" || status === "released") set.lastContact = new Date(last);
    await db.update(tourVenues).set(set).where(eq(tourVenues.id, show.id));
  }
  if (events.length > 0) await db.insert(negotiationEvents).values(events);

  // One upcoming confirmed show is left without a deal; the others get their guarantee.
  const withDeal = new Set(
    (
      await db
        .select({ id: venueRevenueDeals.tourVenueId })
        .from(venueRevenueDeals)
        .where(eq(venueRevenueDeals.workspaceId, workspaceId))
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
        workspaceId,
        tourVenueId: f.id,
        dealType: "guarantee",
        guaranteeAmount: f.fee ?? "0",
      })),
    );
  }
}
