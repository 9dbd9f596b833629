import type { ListingShow } from "@/domain/listings/listing-answer";
import { type PublicDates, type PublicShowRow, publicDates } from "@/domain/listings/public-show";

/**
 * What fans see at this moment, written by the same function as the page itself
 * (domain/listings/public-show.ts): its rule, its order (upcoming soonest first, then past
 * latest first), its words for a venue not yet named. The owner's answer carries no tour
 * status, so a show the server calls cancelled with no cancellation of its own is one whose
 * tour was cancelled, and is given to the rule as such.
 */
export function fansView(shows: readonly ListingShow[], now: Date): PublicDates {
  return publicDates(rowsOf(shows, now), now);
}

/** The owner's shows as the public rows the domain's rules read (those with a listing). */
export function rowsOf(shows: readonly ListingShow[], now: Date): PublicShowRow[] {
  return shows.flatMap((s) => {
    const l = s.listing;
    if (!l) return [];
    return [
      {
        id: s.showId,
        status: s.status,
        tourStatus: s.state.kind === "cancelled" && !l.cancelledAt ? "cancelled" : "active",
        date: s.date,
        venueName: s.venueName,
        city: s.city,
        region: null,
        country: s.country,
        announceAt: l.announceAt ? new Date(l.announceAt) : null,
        timeZone: l.timeZone,
        startTime: l.startTime,
        onSaleAt: l.onSaleAt ? new Date(l.onSaleAt) : null,
        ticketUrl: l.ticketUrl,
        soldOut: l.soldOut,
        eventName: l.eventName,
        supportActs: l.supportActs,
        hidden: l.hidden,
        previousDate: l.previousDate,
        cancelledAt: l.cancelledAt ? new Date(l.cancelledAt) : null,
        updatedAt: now,
      },
    ];
  });
}
