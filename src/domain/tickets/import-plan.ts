import { say } from "../i18n/words";
import { rowSays } from "../imports/limits";
import { cellFitsCurrency } from "../imports/numbers";
import { milliText, type TicketCount } from "./counts";
import type { TicketRow } from "./import-rows";
import type { RowsAre } from "./sellers";

/**
 * What a ticketing export becomes (issue 51 item 2, ADR 0031): its rows matched to the
 * workspace's shows by date and venue, then summed per show, tier and day into COUNTS — a
 * count is a tier's total as of a day, never an increment (counts.ts), so an order export's
 * days become the history curve (each day's count is every order up to that day).
 */

/** A show of the workspace an export's rows can name. */
export interface MatchableShow {
  id: string;
  /** "YYYY-MM-DD". */
  date: string;
  venueName: string | null;
  city: string | null;
  tourTitle: string;
  /** The show's currency: its deal's, else the workspace's home currency. */
  currency: string;
  /** Its deal's capacity, else its venue's; none: never over. */
  capacity?: number | null;
}

/** A count the import writes: a stored count's figures, for a show. */
export type PlannedCount = Pick<
  TicketCount,
  "tier" | "countedAt" | "sold" | "comps" | "gross" | "currency"
> & { showId: string };

/** A preview line: one per show and tier (at the sheet row where it first appears), or a row's error. */
export type TicketPreviewRow =
  | {
      row: number;
      status: "new";
      showId: string;
      show: string;
      tier: string;
      sold: number;
      comps: number;
      gross: string | null;
      currency: string;
      /** Sheet rows summed into this tier, and the days its history has. */
      rows: number;
      days: number;
    }
  | { row: number; status: "error"; reason: string };

/**
 * A show the file puts above its capacity (its tiers' latest sold and comps, summed): kept and
 * flagged, as a typed count is (counts.ts); a file far above it is more often a wrong column.
 */
interface OverCapacity {
  show: string;
  places: number;
  capacity: number;
}

export interface TicketImportSummary {
  rowsAre: RowsAre;
  overCapacity: OverCapacity[];
  /** Data rows read. */
  rows: number;
  /** Rows that counted. */
  counted: number;
  /** Refunded, cancelled or void orders: read, not counted. */
  skipped: number;
  errors: number;
  shows: number;
  tiers: number;
  /** Counts the import writes (a tier's history: one per day). */
  counts: number;
}

export interface TicketImportPlan {
  summary: TicketImportSummary;
  rows: TicketPreviewRow[];
  counts: PlannedCount[];
  /** The shows the file covers: the seller's earlier imported counts of these are replaced. */
  showIds: string[];
}

/** "The Fillmore", "Fillmore, SF" → "fillmore", "fillmoresf": a venue name as compared. */
function venueKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Whether a sheet's venue cell names the show's venue: either contains the other. */
const sameVenue = (cell: string, venueName: string | null) => {
  const a = venueKey(cell);
  const b = venueName ? venueKey(venueName) : "";
  return a !== "" && b !== "" && (a.includes(b) || b.includes(a));
};

const showLabel = (s: MatchableShow) =>
  `${s.venueName ?? "A show"}${s.city ? `, ${s.city}` : ""} · ${s.date} · ${s.tourTitle}`;

type Match = { ok: true; show: MatchableShow } | { ok: false; message: string };

/** Why a row names no one show, in the reader's language (issue 55). */
const NO_MATCH = {
  noShow: {
    id: "tickets.import.row.noShow",
    defaultMessage:
      "no show of this workspace on {date}{atVenue, select, yes { at {venue}} other {}}",
  },
  noShowAtVenue: {
    id: "tickets.import.row.noShowAtVenue",
    defaultMessage: "no show on {date} at {venue} (that day: {others})",
  },
  showWithoutVenue: {
    id: "tickets.import.row.showWithoutVenue",
    defaultMessage: "a show without a venue",
  },
  severalAtVenue: {
    id: "tickets.import.row.severalAtVenue",
    defaultMessage: "{count, number} shows on {date} at {venue}: cannot tell which",
  },
  severalNoVenue: {
    id: "tickets.import.row.severalNoVenue",
    defaultMessage: "{count, number} shows on {date} and no venue to choose: map the Venue column",
  },
  otherCurrency: {
    id: "tickets.import.row.otherCurrency",
    defaultMessage: "Amount {text} is not in {currency}, the show's currency",
  },
} as const;

/**
 * The show a row names: the shows on its date; a date with one show needs no venue, but a
 * venue cell that names another venue is refused (a show of another act that night); with
 * several, the venue (or the event's name, which often says "at The Fillmore") chooses.
 */
function matcher(shows: readonly MatchableShow[]) {
  const byDate = new Map<string, MatchableShow[]>();
  for (const s of shows) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  const memo = new Map<string, Match>();
  return (date: string, venue: string, event: string): Match => {
    const key = `${date}\u0000${venue}\u0000${event}`;
    const known = memo.get(key);
    if (known) return known;
    const onDate = byDate.get(date) ?? [];
    // Its messages name the date as the rows are matched by it: ISO, the same in every language.
    let match: Match;
    if (onDate.length === 0) {
      const atVenue = venue ? "yes" : "no";
      match = { ok: false, message: say(NO_MATCH.noShow, { date, venue, atVenue }) };
    } else if (venue) {
      const named = onDate.filter((s) => sameVenue(venue, s.venueName));
      match =
        named.length === 1
          ? { ok: true, show: named[0]! }
          : named.length === 0
            ? {
                ok: false,
                message: say(NO_MATCH.noShowAtVenue, {
                  date,
                  venue,
                  others: onDate
                    .map((s) => s.venueName ?? say(NO_MATCH.showWithoutVenue))
                    .join(", "),
                }),
              }
            : {
                ok: false,
                message: say(NO_MATCH.severalAtVenue, { count: named.length, date, venue }),
              };
    } else if (onDate.length === 1) {
      match = { ok: true, show: onDate[0]! };
    } else {
      const named = event ? onDate.filter((s) => sameVenue(event, s.venueName)) : [];
      match =
        named.length === 1
          ? { ok: true, show: named[0]! }
          : {
              ok: false,
              message: say(NO_MATCH.severalNoVenue, { count: onDate.length, date }),
            };
    }
    memo.set(key, match);
    return match;
  };
}

interface DayTotal {
  sold: number;
  comps: number;
  grossMilli: number;
}

interface TierGroup {
  show: MatchableShow;
  tier: string;
  firstRow: number;
  rows: number;
  hasGross: boolean;
  days: Map<string, DayTotal>;
}

/**
 * The plan: each row matched (or its error), then per show and tier the counts by day. Orders
 * add up: a day's count is every order up to that day. Totals are what they say: a day's count
 * is that day's rows of the tier (several rows of one tier on one day are added: sections of
 * one price level). A row with no day is true as of now.
 */
export function planTicketImport(
  read: readonly TicketRow[],
  shows: readonly MatchableShow[],
  rowsAre: RowsAre,
  now: Date,
): TicketImportPlan {
  const match = matcher(shows);
  const today = now.toISOString().slice(0, 10);
  const groups = new Map<string, TierGroup>();
  const errors: TicketPreviewRow[] = [];
  let skipped = 0;
  let counted = 0;
  for (const r of read) {
    if (r.kind === "skipped") {
      skipped++;
      continue;
    }
    if (r.kind === "error") {
      errors.push({ row: r.row, status: "error", reason: r.reason });
      continue;
    }
    const found = match(r.eventDate, r.venue, r.event);
    if (!found.ok) {
      errors.push({ row: r.row, status: "error", reason: rowSays(r.row, found.message) });
      continue;
    }
    const { show } = found;
    if (r.grossCell && !cellFitsCurrency(r.grossCell, show.currency)) {
      errors.push({
        row: r.row,
        status: "error",
        reason: rowSays(
          r.row,
          say(NO_MATCH.otherCurrency, { text: r.grossCell, currency: show.currency }),
        ),
      });
      continue;
    }
    counted++;
    const key = `${show.id}\u0000${r.tier.toLowerCase()}`;
    let group = groups.get(key);
    if (!group) {
      group = { show, tier: r.tier, firstRow: r.row, rows: 0, hasGross: false, days: new Map() };
      groups.set(key, group);
    }
    group.rows++;
    group.hasGross ||= r.grossMilli !== null;
    const day = r.day ?? today;
    const total = group.days.get(day) ?? { sold: 0, comps: 0, grossMilli: 0 };
    total.sold += r.sold;
    total.comps += r.comps;
    total.grossMilli += r.grossMilli ?? 0;
    group.days.set(day, total);
  }

  const counts: PlannedCount[] = [];
  const preview: TicketPreviewRow[] = [...errors];
  const places = new Map<MatchableShow, number>();
  for (const g of groups.values()) {
    const running: DayTotal = { sold: 0, comps: 0, grossMilli: 0 };
    let last: PlannedCount | undefined;
    for (const day of [...g.days.keys()].sort()) {
      const t = g.days.get(day)!;
      running.sold += t.sold;
      running.comps += t.comps;
      running.grossMilli += t.grossMilli;
      const figure = rowsAre === "orders" ? running : t;
      last = {
        showId: g.show.id,
        tier: g.tier,
        // A day's count is true at its end; today's, now (a count is never in the future).
        countedAt: day >= today ? now.toISOString() : `${day}T23:59:59.000Z`,
        sold: figure.sold,
        comps: figure.comps,
        gross: g.hasGross ? milliText(figure.grossMilli) : null,
        currency: g.show.currency,
      };
      counts.push(last);
    }
    if (!last) continue;
    places.set(g.show, (places.get(g.show) ?? 0) + last.sold + last.comps);
    preview.push({
      row: g.firstRow,
      status: "new",
      showId: g.show.id,
      show: showLabel(g.show),
      tier: g.tier,
      sold: last.sold,
      comps: last.comps,
      gross: last.gross,
      currency: g.show.currency,
      rows: g.rows,
      days: g.days.size,
    });
  }
  preview.sort((a, b) => a.row - b.row);
  const showIds = [...new Set([...groups.values()].map((g) => g.show.id))];
  const overCapacity: OverCapacity[] = [];
  for (const [show, n] of places) {
    if (show.capacity != null && n > show.capacity)
      overCapacity.push({ show: showLabel(show), places: n, capacity: show.capacity });
  }
  return {
    summary: {
      rowsAre,
      overCapacity,
      rows: read.length,
      counted,
      skipped,
      errors: errors.length,
      shows: showIds.length,
      tiers: groups.size,
      counts: counts.length,
    },
    rows: preview,
    counts,
    showIds,
  };
}
