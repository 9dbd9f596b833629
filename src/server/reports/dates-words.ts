/**
 * The words the act's public outputs share (the page, the iframe, the widget's script), one
 * message each, in the visitor's language where they are written (issue 55).
 */
export const DATES_WORDS = {
  cancelled: { id: "listings.datesPage.cancelled", defaultMessage: "Cancelled" },
  soldOut: { id: "listings.datesPage.soldOut", defaultMessage: "Sold out" },
  tickets: { id: "listings.datesPage.tickets", defaultMessage: "Tickets" },
  movedFrom: { id: "listings.datesPage.movedFrom", defaultMessage: "Moved from {date}" },
  with: { id: "listings.datesPage.with", defaultMessage: "with {acts}" },
  noneAhead: { id: "listings.embed.none", defaultMessage: "No upcoming shows." },
  upcomingOf: { id: "listings.embed.title", defaultMessage: "{title}: upcoming shows" },
} as const;
