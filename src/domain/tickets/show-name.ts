import { formatMonthDay } from "../date-time";
import { say } from "../i18n/words";

/**
 * "Paradiso, Mar 12": how a show is named in a list of shows of several tours, in the
 * reader's language. Apart from show-tickets.ts so the Overview names its shows behind pace
 * without the counts' validation and the currency list (tests/architecture/overview-weight).
 */
export function ticketShowName(show: { venueName: string | null; date: string | null }) {
  const venue =
    show.venueName ?? say({ id: "tickets.show.unknownVenue", defaultMessage: "Unknown Venue" });
  return show.date
    ? say(
        { id: "tickets.show.venueOnDate", defaultMessage: "{venue}, {date}" },
        { venue, date: formatMonthDay(show.date) },
      )
    : venue;
}
