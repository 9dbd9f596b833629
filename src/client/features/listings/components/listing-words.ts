import type { BadgeProps } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/date-time";
import type { ListingShow } from "@/domain/listings/listing-answer";
import { utcToZoned } from "@/domain/zoned-time";

/** "HH:MM" as the person reads times (useClock: 12- or 24-hour). */
export type Clock = (hhmm: string) => string;

/** The zone a show's times are read in: its listing's, else the venue's as the server guessed it. */
const zoneOf = (show: ListingShow) => show.listing?.timeZone ?? show.suggestedTimeZone;

/** "Dec 5, 2026, 10:00": an instant on the venue's clock. */
export function localWhen(instant: string, zone: string, clock: Clock): string {
  const { date, time } = utcToZoned(instant, zone);
  return `${formatCalendarDate(date)}, ${clock(time)}`;
}

/** A badge's words and look: the words carry the meaning, the colour only repeats it. */
export interface StateWords {
  text: string;
  variant: NonNullable<BadgeProps["variant"]>;
}

/**
 * Where a show stands with fans, in words (issue 52 item 5: "see when each show becomes
 * public"): the server's verdict (domain/listings/visibility.ts), never worked out again here.
 */
export function stateWords(show: ListingShow, clock: Clock): StateWords {
  const { state } = show;
  switch (state.kind) {
    case "public":
      return {
        text: t({ id: "listings.state.public", defaultMessage: "Public" }),
        variant: "success",
      };
    case "scheduled":
      return {
        text: t(
          { id: "listings.state.scheduled", defaultMessage: "Public from {when} ({zone})" },
          { when: localWhen(state.at, zoneOf(show), clock), zone: zoneOf(show) },
        ),
        variant: "warning",
      };
    case "cancelled":
      return {
        text: t({
          id: "listings.state.cancelled",
          defaultMessage: "Cancelled (fans see it called off)",
        }),
        variant: "destructive",
      };
    case "hidden":
      return {
        text: t({ id: "listings.state.hidden", defaultMessage: "Hidden" }),
        variant: "outline",
      };
    case "not-confirmed":
      return {
        text: show.status
          ? t(
              { id: "listings.state.notConfirmed", defaultMessage: "Not confirmed ({status})" },
              { status: show.status },
            )
          : t({
              id: "listings.state.notConfirmedNoStatus",
              defaultMessage: "Not confirmed (no status)",
            }),
        variant: "outline",
      };
    case "not-announced":
      return {
        text: t({ id: "listings.state.notAnnounced", defaultMessage: "Not announced" }),
        variant: "secondary",
      };
    case "no-date":
      return {
        text: t({ id: "listings.state.noDate", defaultMessage: "No date yet" }),
        variant: "outline",
      };
  }
}

/** "Moved from May 1, 2026" while fans are told of the move; null otherwise. */
export function movedWords(show: ListingShow): string | null {
  const previous = show.listing?.previousDate;
  return previous
    ? t(
        { id: "listings.preview.movedFrom", defaultMessage: "Moved from {date}" },
        { date: formatCalendarDate(previous) },
      )
    : null;
}

/** Only a confirmed show not yet public can be announced now (a hold never is). */
export const canAnnounce = (show: ListingShow) =>
  show.state.kind === "not-announced" || show.state.kind === "scheduled";

/** "May 1, 2026 · 20:00": a show's date, with its time when given. */
export function showWhen(date: string | null, startTime: string | null, clock: Clock) {
  if (!date) return t({ id: "listings.words.dateToBeSet", defaultMessage: "Date to be set" });
  const day = formatCalendarDate(date);
  return startTime ? `${day} · ${clock(startTime)}` : day;
}

/** "The Garage, May 1, 2026": how a row names its show for screen readers. */
export const showName = (show: Pick<ListingShow, "venueName" | "date">) =>
  `${show.venueName || venueToBeAnnounced()}, ${show.date ? formatCalendarDate(show.date) : t({ id: "listings.words.noDate", defaultMessage: "no date" })}`;

/** A show whose venue is not named yet. */
export const venueToBeAnnounced = () =>
  t({ id: "listings.words.venueTba", defaultMessage: "Venue to be announced" });
