import type {
  ListingShow,
  ListingsAnswer,
  ShowListingFields,
} from "@/domain/listings/listing-answer";

/** A show's saved listing for the owner's page, announced long ago unless told otherwise. */
export const listingOf = (over: Partial<ShowListingFields> = {}): ShowListingFields => ({
  announceAt: "2020-01-01T00:00:00.000Z",
  timeZone: "America/Chicago",
  startTime: null,
  onSaleAt: null,
  ticketUrl: null,
  soldOut: false,
  eventName: null,
  supportActs: [],
  hidden: false,
  previousDate: null,
  cancelledAt: null,
  ...over,
});

/** A confirmed, public show in the far future, as GET /api/listings answers it. */
export const listingShow = (over: Partial<ListingShow> = {}): ListingShow => ({
  showId: "show-1",
  tourId: "tour-1",
  tourTitle: "Spring Run",
  date: "2099-05-01",
  venueName: "The Garage",
  city: "Chicago",
  country: "US",
  status: "confirmed",
  listing: listingOf(),
  suggestedTimeZone: "America/Chicago",
  state: { kind: "public" },
  ...over,
});

export const listingsAnswer = (over: Partial<ListingsAnswer> = {}): ListingsAnswer => ({
  page: { enabled: true, slug: "the-band", title: "The Band" },
  suggestion: { slug: "the-band", title: "The Band" },
  shows: [],
  ...over,
});
