import { HOUR_MS } from "../durations";
import { zonedToUtc } from "../zoned-time";
import { isOnPublicOutputs, type ListingFacts, listingState, upcomingAt } from "./visibility";

/**
 * One show as fans may know it: every public output (the page, its JSON-LD, the iCal and
 * Atom/RSS feeds, the widget, the listings exports) is written from this and nothing else.
 * Built field by field from a row (ADR 0028): a column added to shows, deals or venues never
 * reaches a fan until it is named here. Holds, money, notes, contacts and the party are not.
 */
export interface PublicShow {
  /** The show's id: a stable identity for an iCal UID, a feed entry, JSON-LD's @id. */
  id: string;
  /** "YYYY-MM-DD", the date at the venue. */
  date: string;
  /** "HH:MM" at the venue, when given. */
  startTime: string | null;
  /** The venue's IANA time zone. */
  timeZone: string;
  /** The start as ISO 8601 with the venue's offset ("2026-07-01T20:00:00-05:00"), when given. */
  startsAt: string | null;
  venue: { name: string; city: string | null; region: string | null; country: string };
  eventName: string | null;
  supportActs: string[];
  ticketUrl: string | null;
  /** ISO instant tickets go on sale, when known. */
  onSaleAt: string | null;
  soldOut: boolean;
  status: "scheduled" | "rescheduled" | "cancelled";
  /** The date fans were told before the show moved. */
  previousDate: string | null;
  upcoming: boolean;
  /** ISO instants: when the show became public, and when what fans see of it last changed. */
  announcedAt: string;
  updatedAt: string;
}

/** A show read for the public outputs: what the rule needs, and what fans may see. */
export interface PublicShowRow {
  id: string;
  status: string;
  tourStatus: string;
  date: string | null;
  venueName: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  announceAt: Date | null;
  timeZone: string;
  startTime: string | null;
  onSaleAt: Date | null;
  ticketUrl: string | null;
  soldOut: boolean;
  eventName: string | null;
  supportActs: string[];
  hidden: boolean;
  previousDate: string | null;
  cancelledAt: Date | null;
  updatedAt: Date;
}

export const VENUE_TBA = "Venue to be announced";

/** "2026-07-01", "20:00", "America/Chicago" → "2026-07-01T20:00:00-05:00". */
export function startsAtIn(date: string, time: string, timeZone: string): string | null {
  const instant = zonedToUtc(`${date}T${time}`, timeZone);
  if (!instant) return null;
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const offsetMinutes = Math.round((Date.UTC(y, mo - 1, d, h, mi) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** What the rule (visibility.ts) reads of a row. */
export const rowFacts = (row: PublicShowRow): ListingFacts => ({
  status: row.status,
  tourStatus: row.tourStatus,
  date: row.date,
  listing: { announceAt: row.announceAt, hidden: row.hidden, cancelledAt: row.cancelledAt },
});

export function toPublicShow(
  row: PublicShowRow,
  date: string,
  cancelled: boolean,
  upcoming: boolean,
): PublicShow {
  const startsAt = row.startTime ? startsAtIn(date, row.startTime, row.timeZone) : null;
  return {
    id: row.id,
    date,
    startTime: row.startTime,
    timeZone: row.timeZone,
    startsAt,
    venue: {
      name: row.venueName?.trim() || VENUE_TBA,
      city: row.city,
      region: row.region,
      country: row.country ?? "US",
    },
    eventName: row.eventName,
    supportActs: [...row.supportActs],
    ticketUrl: row.ticketUrl,
    onSaleAt: row.onSaleAt?.toISOString() ?? null,
    soldOut: row.soldOut,
    status: cancelled ? "cancelled" : row.previousDate ? "rescheduled" : "scheduled",
    previousDate: row.previousDate,
    upcoming,
    announcedAt: (row.announceAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everything public at one moment, and until when that stays true without a write. */
export interface PublicDates {
  /** Upcoming first (soonest first), then past (latest first). */
  upcoming: PublicShow[];
  past: PublicShow[];
  /**
   * The next moment what fans see changes by time alone: an announce time, an on-sale time, a
   * day's end, or an hour.
   */
  validUntil: Date;
}

/** The longest a snapshot is kept without a write: a show's day ends somewhere every hour. */
const MAX_AGE_MS = HOUR_MS;

export function publicDates(rows: readonly PublicShowRow[], now: Date): PublicDates {
  let validUntil = now.getTime() + MAX_AGE_MS;
  const isUpcoming = upcomingAt(now);
  const upcoming: PublicShow[] = [];
  const past: PublicShow[] = [];
  for (const row of rows) {
    const state = listingState(rowFacts(row), now);
    if (state.kind === "scheduled") validUntil = Math.min(validUntil, state.at.getTime());
    if (!isOnPublicOutputs(state) || row.date === null) continue;
    // "On sale Jul 3, 10:00" is said only before then: the page changes when tickets go on sale.
    const onSale = row.onSaleAt?.getTime();
    if (onSale !== undefined && onSale > now.getTime()) validUntil = Math.min(validUntil, onSale);
    const soon = isUpcoming(row.date, row.timeZone);
    const show = toPublicShow(row, row.date, state.kind === "cancelled", soon);
    (show.upcoming ? upcoming : past).push(show);
  }
  const byDate = (a: PublicShow, b: PublicShow) =>
    a.date.localeCompare(b.date) ||
    (a.startTime ?? "").localeCompare(b.startTime ?? "") ||
    a.id.localeCompare(b.id);
  upcoming.sort(byDate);
  past.sort((a, b) => byDate(b, a));
  return { upcoming, past, validUntil: new Date(validUntil) };
}
