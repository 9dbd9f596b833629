import { dateIn } from "../date-time";

/**
 * When a show is public (issue 52, ADR 0030): confirmed, its announce time passed, not
 * hidden. Everything else fails closed: no listing, no announce time, a hold, an offer.
 * A show that was public and then stopped being confirmed (the trigger in migration 0027
 * records it), or whose tour is cancelled, stays on the public outputs marked cancelled,
 * so fans who saw it hear that it is off.
 */
export type ListingState =
  | { kind: "public" }
  | { kind: "cancelled" }
  | { kind: "scheduled"; at: Date }
  | { kind: "hidden" }
  | { kind: "not-confirmed" }
  | { kind: "not-announced" }
  | { kind: "no-date" };

export interface ListingFacts {
  /** The show's negotiation status (pending, hold, challenge, confirmed, released, declined). */
  status: string;
  tourStatus: string;
  date: string | null;
  listing: {
    announceAt: Date | null;
    hidden: boolean;
    cancelledAt: Date | null;
  } | null;
}

export function listingState(facts: ListingFacts, now: Date): ListingState {
  const { listing } = facts;
  if (listing?.hidden) return { kind: "hidden" };
  if (facts.date === null) return { kind: "no-date" };
  if (listing?.cancelledAt) return { kind: "cancelled" };
  if (facts.status !== "confirmed") return { kind: "not-confirmed" };
  if (!listing?.announceAt) return { kind: "not-announced" };
  if (listing.announceAt.getTime() > now.getTime()) {
    return { kind: "scheduled", at: listing.announceAt };
  }
  return facts.tourStatus === "cancelled" ? { kind: "cancelled" } : { kind: "public" };
}

/** Whether fans see the show at all (as on, or as cancelled). */
export const isOnPublicOutputs = (state: ListingState) =>
  state.kind === "public" || state.kind === "cancelled";

/**
 * Upcoming until its date has ended where the venue is. Made for one moment and many shows:
 * each zone's date is read once (reading it costs a formatToParts; 5,000 shows, 5,000 reads).
 */
export function upcomingAt(now: Date): (date: string, timeZone: string) => boolean {
  const today = new Map<string, string>();
  return (date, timeZone) => {
    let day = today.get(timeZone);
    if (day === undefined) {
      day = dateIn(now, timeZone);
      today.set(timeZone, day);
    }
    return date >= day;
  };
}
