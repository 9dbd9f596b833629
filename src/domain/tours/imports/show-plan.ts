import { say } from "../../i18n/words";
import { rowSays } from "../../imports/limits";
import type { NegotiationStatus } from "../../negotiations/statuses";
import { formatCalendarDate } from "../../tour-timing";
import { UNKNOWN_VENUE } from "../tours";
import type { ImportedShow, MappedRow } from "./show-rows";

/** Said of each challenge a sheet brings in: the side and deadline are defaults to check. */
const challengeImportWarning = (row: number) =>
  rowSays(
    row,
    say({
      id: "tours.import.row.challengeDefaults",
      defaultMessage:
        "imported as a challenge to our hold: we owe the answer by the default deadline; change it in HCC Manager if the sheet meant otherwise",
    }),
  );

/** A plan row's words, in the reader's language (issue 55). */
const PLAN = {
  sameAs: { id: "tours.import.row.sameAs", defaultMessage: "the same show as row {earlier}" },
  alreadyThere: { id: "imports.row.alreadyThere", defaultMessage: "already there" },
  confirmedClash: {
    id: "tours.import.row.confirmedClash",
    defaultMessage: "another show is already confirmed on {date}: {other}",
  },
  rankTaken: {
    id: "tours.import.row.rankTaken",
    defaultMessage:
      "the {asked, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold on {date} is taken; imported as the {given, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold",
  },
  confirmedThere: {
    id: "tours.import.row.confirmedThere",
    defaultMessage: "You already have a confirmed show on {date} ({venue})",
  },
} as const;

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
  /** The offer (issue 36: the preview shows what the import will write). */
  fee?: string;
  capacity?: number | null;
  holdRank?: number | null;
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
  const ranksOn = new Map<string, Set<number>>();
  const takeRank = (date: string, rank: number) => {
    const taken = ranksOn.get(date) ?? new Set<number>();
    taken.add(rank);
    ranksOn.set(date, taken);
  };
  for (const s of existing.dated) {
    if (s.status === "confirmed" && !confirmedOn.has(s.date))
      confirmedOn.set(s.date, s.venueName ?? UNKNOWN_VENUE);
    if ((s.status === "hold" || s.status === "challenge") && s.holdRank !== null)
      takeRank(s.date, s.holdRank);
  }
  /** The rank the sheet asked for when free on its date, else the one after the last taken. */
  const rankFor = (date: string, asked: number | null) => {
    const taken = ranksOn.get(date) ?? new Set<number>();
    const rank = asked !== null && !taken.has(asked) ? asked : Math.max(0, ...taken) + 1;
    takeRank(date, rank);
    return rank;
  };

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
      fee: s.fee,
      capacity: s.venue.capacity,
      ...(m.warnings.length > 0 ? { warnings: m.warnings } : {}),
    };
    const rowWarnings = [...m.warnings];
    const tKey = tourKey(s.tourTitle);
    const vKey = venueKey(s.venue.name, s.venue.city);
    const sheetKey = `${tKey}|${vKey}|${s.date}`;
    const earlier = seen.get(sheetKey);
    if (earlier !== undefined) {
      rows.push({
        ...base,
        status: "existing",
        reason: rowSays(m.row, say(PLAN.sameAs, { earlier })),
      });
      continue;
    }
    const tourId = tourIds.get(tKey);
    const venueId = venueIds.get(vKey);
    if (tourId && venueId && known.has(`${tourId}|${venueId}|${s.date}`)) {
      seen.set(sheetKey, m.row);
      rows.push({ ...base, status: "existing", reason: rowSays(m.row, say(PLAN.alreadyThere)) });
      continue;
    }
    if (s.status === "confirmed") {
      const other = confirmedOn.get(s.date);
      if (other !== undefined) {
        rows.push({
          ...base,
          status: "error",
          reason: rowSays(
            m.row,
            say(PLAN.confirmedClash, { date: formatCalendarDate(s.date), other }),
          ),
        });
        continue;
      }
      confirmedOn.set(s.date, s.venue.name);
    }
    // A hold and a challenge each hold a rank of their date (a challenge keeps its hold's).
    let holdRank: number | null = null;
    if (s.status === "hold" || s.status === "challenge") {
      holdRank = rankFor(s.date, s.holdRank);
      if (s.holdRank !== null && holdRank !== s.holdRank)
        rowWarnings.push(
          rowSays(
            m.row,
            say(PLAN.rankTaken, {
              asked: s.holdRank,
              given: holdRank,
              date: formatCalendarDate(s.date),
            }),
          ),
        );
      if (s.status === "challenge") rowWarnings.push(challengeImportWarning(m.row));
    }
    seen.set(sheetKey, m.row);
    if (!tourId && !newTours.has(tKey)) newTours.set(tKey, s.tourTitle);
    if (!venueId && !newVenues.has(vKey)) newVenues.set(vKey, s.venue);
    // Issue 36: an inquiry or hold on a night already confirmed (any tour) is said, not refused.
    const confirmedThere = s.status === "confirmed" ? undefined : confirmedOn.get(s.date);
    if (confirmedThere !== undefined)
      rowWarnings.push(
        say(PLAN.confirmedThere, { date: formatCalendarDate(s.date), venue: confirmedThere }),
      );
    warnings += rowWarnings.length;
    rows.push({
      ...base,
      holdRank,
      ...(rowWarnings.length > 0 ? { warnings: rowWarnings } : {}),
    });
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
