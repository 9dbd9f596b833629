import type { ListingState } from "./visibility";

/** What fans may know of one show, as the owner's side reads and edits it (ISO instants). */
export interface ShowListingFields {
  announceAt: string | null;
  timeZone: string;
  startTime: string | null;
  onSaleAt: string | null;
  ticketUrl: string | null;
  soldOut: boolean;
  eventName: string | null;
  supportActs: string[];
  hidden: boolean;
  /** Kept by the database (migration 0027's trigger): the date fans were told before a move. */
  previousDate: string | null;
  cancelledAt: string | null;
}

/** A show on the owner's Public dates page: where it stands, and what fans see of it. */
export interface ListingShow {
  showId: string;
  tourId: string;
  tourTitle: string;
  date: string | null;
  venueName: string | null;
  city: string | null;
  country: string;
  /** The negotiation's status (hold, confirmed…): why a show is not public yet. */
  status: string;
  /** The listing as saved; null: nothing said yet (not public). */
  listing: ShowListingFields | null;
  /** The zone a new listing's times are typed in: the venue's (from where it is), else UTC. */
  suggestedTimeZone: string;
  /** domain/listings/visibility.ts's verdict now, with `at` as an ISO instant when scheduled. */
  state: { kind: Exclude<ListingState["kind"], "scheduled"> } | { kind: "scheduled"; at: string };
}

/** The page's settings; `page` is null until the owner first saves it. */
export interface ListingsAnswer {
  page: { enabled: boolean; slug: string; title: string } | null;
  /** What the form starts from before the first save: an address and a name from the act's. */
  suggestion: { slug: string; title: string };
  shows: ListingShow[];
}
