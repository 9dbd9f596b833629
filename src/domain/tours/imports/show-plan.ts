import type { NegotiationStatus } from "../../negotiations/statuses";
import { formatCalendarDate } from "../../tour-timing";
import { UNKNOWN_VENUE } from "../tours";
import type { ImportedShow, MappedRow } from "./show-rows";
import { CHALLENGE_NOT_IMPORTED } from "./statuses";

/** What the account already has that an import is matched against (oldest rows first). */
export interface ExistingBookings {
  tours: readonly { id: string; title: string }[];
  venues: readonly { id: string; name: string; city: string | null }[];
  /** Shows of those tours: the same tour, date and venue is the same show. */
  shows: readonly { tourId: string; venueId: string | null; date: string | null }[];
  /** Shows on the sheet's dates that the negotiation rules look at. */
  dated: readonly {
    date: string;
    status: string;
    holdRank: number | null;
    venueName: string | null;
  }[];
}

export type PreviewStatus = "new" | "existing" | "error";

/** One row of the preview, as the dialog lists it. */
export interface PreviewRow {
  row: number;
  status: PreviewStatus;
  /** Why the row is skipped or refused: "row 6: 31/02/2027 is not a date". */
  reason?: string;
  warnings?: string[];
  tour?: string;
  date?: string;
  venue?: string;
  city?: string | null;
  showStatus?: NegotiationStatus;
}

/** A show the import will write, with where it goes (an id, or the key of a row to create). */
interface PlannedShow {
  row: number;
  show: ImportedShow;
  tour: { id: string } | { create: string };
  venue: { id: string } | { create: string };
  holdRank: number | null;
}

export interface ImportPlan {
  rows: PreviewRow[];
  shows: PlannedShow[];
  /** Tours to create, by the title as first written in the sheet; key = lower-cased title. */
  newTours: Map<string, string>;
  /** Venues to create, first row's details; key = venueKey. */
  newVenues: Map<string, ImportedShow["venue"]>;
  summary: ImportSummary;
}

export interface ImportSummary {
  rows: number;
  newShows: number;
  existingShows: number;
  errors: number;
  newTours: number;
  newVenues: number;
  warnings: number;
}

const fold = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();
/** A venue is its name and city, ignoring case (the directory can hold "The Basement" twice, in two cities). */
export const venueKey = (name: string, city: string | null) => `${fold(name)}\u0000${fold(city)}`;
export const tourKey = (title: string) => fold(title);

/**
 * Marks every mapped row new, already there (skipped) or an error, and what must be created
 * for the new ones. Pure, so the preview and the import (inside its transaction, on fresh
 * data) decide the same way. Rules: a tour is matched by title and a venue by name and city,
 * ignoring case, oldest first; the same tour, date and venue is the same show, in the account
 * or earlier in the sheet; a confirmed show needs its date free of another confirmed show
 * (the override is a decision made in HCC Manager, not by a sheet); a hold takes the next
 * free rank of its date.
 */
export function planShowImport(
  mapped: readonly MappedRow[],
  existing: ExistingBookings,
): ImportPlan {
  const tourIds = new Map<string, string>();
  for (const t of existing.tours)
    if (!tourIds.has(tourKey(t.title))) tourIds.set(tourKey(t.title), t.id);
  const venueIds = new Map<string, string>();
  for (const v of existing.venues) {
    const key = venueKey(v.name, v.city);
    if (!venueIds.has(key)) venueIds.set(key, v.id);
  }
  const known = new Set(existing.shows.map((s) => `${s.tourId}|${s.venueId}|${s.date}`));
  const confirmedOn = new Map<string, string>();
  const nextRank = new Map<string, number>();
  for (const s of existing.dated) {
    if (s.status === "confirmed" && !confirmedOn.has(s.date))
      confirmedOn.set(s.date, s.venueName ?? UNKNOWN_VENUE);
    if ((s.status === "hold" || s.status === "challenge") && s.holdRank !== null) {
      nextRank.set(s.date, Math.max(nextRank.get(s.date) ?? 1, s.holdRank + 1));
    }
  }

  const seen = new Map<string, number>();
  const newTours = new Map<string, string>();
  const newVenues = new Map<string, ImportedShow["venue"]>();
  const rows: PreviewRow[] = [];
  const shows: PlannedShow[] = [];
  let warnings = 0;
  for (const m of mapped) {
    if (!m.ok) {
      rows.push({ row: m.row, status: "error", reason: m.reason });
      continue;
    }
    const s = m.show;
    const base: PreviewRow = {
      row: m.row,
      status: "new",
      tour: s.tourTitle,
      date: s.date,
      venue: s.venue.name,
      city: s.venue.city,
      showStatus: s.status,
      ...(m.warnings.length > 0 ? { warnings: m.warnings } : {}),
    };
    const tKey = tourKey(s.tourTitle);
    const vKey = venueKey(s.venue.name, s.venue.city);
    const sheetKey = `${tKey}|${vKey}|${s.date}`;
    const earlier = seen.get(sheetKey);
    if (earlier !== undefined) {
      rows.push({
        ...base,
        status: "existing",
        reason: `row ${m.row}: the same show as row ${earlier}`,
      });
      continue;
    }
    const tourId = tourIds.get(tKey);
    const venueId = venueIds.get(vKey);
    if (tourId && venueId && known.has(`${tourId}|${venueId}|${s.date}`)) {
      seen.set(sheetKey, m.row);
      rows.push({ ...base, status: "existing", reason: `row ${m.row}: already there` });
      continue;
    }
    if (s.status === "challenge") {
      rows.push({ ...base, status: "error", reason: `row ${m.row}: ${CHALLENGE_NOT_IMPORTED}` });
      continue;
    }
    if (s.status === "confirmed") {
      const other = confirmedOn.get(s.date);
      if (other !== undefined) {
        rows.push({
          ...base,
          status: "error",
          reason: `row ${m.row}: another show is already confirmed on ${formatCalendarDate(s.date)}: ${other}`,
        });
        continue;
      }
      confirmedOn.set(s.date, s.venue.name);
    }
    let holdRank: number | null = null;
    if (s.status === "hold") {
      holdRank = nextRank.get(s.date) ?? 1;
      nextRank.set(s.date, holdRank + 1);
    }
    seen.set(sheetKey, m.row);
    if (!tourId && !newTours.has(tKey)) newTours.set(tKey, s.tourTitle);
    if (!venueId && !newVenues.has(vKey)) newVenues.set(vKey, s.venue);
    // Issue 36: an inquiry or hold on a night already confirmed (any tour) is said, not refused.
    const confirmedThere = s.status === "confirmed" ? undefined : confirmedOn.get(s.date);
    const rowWarnings =
      confirmedThere === undefined
        ? m.warnings
        : [
            ...m.warnings,
            `You already have a confirmed show on ${formatCalendarDate(s.date)} (${confirmedThere})`,
          ];
    warnings += rowWarnings.length;
    rows.push(rowWarnings.length > 0 ? { ...base, warnings: rowWarnings } : base);
    shows.push({
      row: m.row,
      show: s,
      tour: tourId ? { id: tourId } : { create: tKey },
      venue: venueId ? { id: venueId } : { create: vKey },
      holdRank,
    });
  }
  const count = (status: PreviewStatus) => rows.filter((r) => r.status === status).length;
  return {
    rows,
    shows,
    newTours,
    newVenues,
    summary: {
      rows: rows.length,
      newShows: shows.length,
      existingShows: count("existing"),
      errors: count("error"),
      newTours: newTours.size,
      newVenues: newVenues.size,
      warnings,
    },
  };
}

interface Positioned {
  id: string;
  date: string | null;
}

/**
 * A tour's shows after adding new ones, each where its date puts it: after the last show on
 * or before that date (the rule of insertionIndexByDate, in shows.ts), so a hand-made order
 * of the existing shows is kept. O((n + m) log n) rather than one scan per added show, as an
 * import adds up to 10,000.
 */
export function mergeByDate(
  current: readonly Positioned[],
  added: readonly { id: string; date: string }[],
): string[] {
  // For each existing position i, the latest index with a date ≤ d: sort by date, prefix max.
  const byDate = current
    .map((s, i) => ({ date: s.date, i }))
    .filter((s): s is { date: string; i: number } => s.date !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.i - b.i));
  const prefixMax: number[] = [];
  for (const [k, s] of byDate.entries()) prefixMax[k] = Math.max(prefixMax[k - 1] ?? -1, s.i);
  /** Number of existing shows the new one goes after. */
  const slot = (date: string) => {
    let lo = 0;
    let hi = byDate.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byDate[mid]!.date <= date) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : prefixMax[lo - 1]! + 1;
  };
  const inserts = added
    .map((a, order) => ({ ...a, at: slot(a.date), order }))
    .sort(
      (a, b) => a.at - b.at || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order),
    );
  const out: string[] = [];
  let k = 0;
  for (let i = 0; i <= current.length; i++) {
    while (k < inserts.length && inserts[k]!.at === i) out.push(inserts[k++]!.id);
    if (i < current.length) out.push(current[i]!.id);
  }
  return out;
}
