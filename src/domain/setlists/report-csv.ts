import { csvFile } from "../exports";
import { countryName } from "../tours/venues";
import {
  NO_SET_PROBLEM,
  type ReportShow,
  type ReportSong,
  SET_SOURCE_TEXT,
  songProblem,
} from "./performance-report";
import { type ReportTemplateId, SOCIETIES, type SocietyCode } from "./societies";
import { formatSongLength, hundredthsToShare, type Publisher, type Writer } from "./songs";

/**
 * The performance report as a CSV (issue 50 item 4): one row per song performed per show, in
 * the columns of the layout the society's row names (societies.ts). None of the societies
 * publishes a bulk-upload file for members' set lists, so every one follows Tribe's
 * performance report layout: the facts every society's form asks for, a column each, so a
 * person filing copies a column into the form. A show with no set is one row with its problem,
 * never left out. Cells go through the project's CSV writer (formulas neutralised, ADR 0004).
 */

type Cell = string | number;
interface Column {
  header: string;
  cell(show: ReportShow, song: ReportSong | null, position: number | null): Cell;
}

/** "Ana Ruiz (Composer; PRS; IPI 00052210040) 50.00%", writers joined by "; ". */
export function writersCell(writers: readonly Writer[]): string {
  return writers
    .map((w) => {
      const about = [w.role, w.society, w.ipi ? `IPI ${w.ipi}` : null].filter(Boolean).join("; ");
      return `${w.name}${about ? ` (${about})` : ""} ${hundredthsToShare(w.share)}%`;
    })
    .join("; ");
}

/** "North Songs (PRS; IPI 00012345678)", publishers joined by "; ". */
export function publishersCell(publishers: readonly Publisher[]): string {
  return publishers
    .map((p) => {
      const about = [p.society, p.ipi ? `IPI ${p.ipi}` : null].filter(Boolean).join("; ");
      return `${p.name}${about ? ` (${about})` : ""}`;
    })
    .join("; ");
}

const text = (v: string | null | undefined) => v ?? "";

const PERFORMANCE_REPORT: readonly Column[] = [
  { header: "Performance date", cell: (s) => s.date },
  { header: "Venue", cell: (s) => s.venue },
  { header: "Venue address", cell: (s) => text(s.address) },
  { header: "City", cell: (s) => text(s.city) },
  { header: "Region", cell: (s) => text(s.region) },
  { header: "Country", cell: (s) => countryName(s.country) ?? s.country },
  { header: "Capacity", cell: (s) => s.capacity ?? "" },
  { header: "Billing", cell: (s) => text(s.billing) },
  { header: "Performer", cell: (s) => s.performer },
  { header: "Set", cell: (s) => SET_SOURCE_TEXT[s.setSource] },
  { header: "Position", cell: (_s, _song, position) => position ?? "" },
  { header: "Song title", cell: (_s, song) => text(song?.title) },
  {
    header: "Duration",
    cell: (_s, song) => (song?.durationSeconds ? formatSongLength(song.durationSeconds) : ""),
  },
  { header: "Writers and shares", cell: (_s, song) => (song ? writersCell(song.writers) : "") },
  { header: "Publishers", cell: (_s, song) => (song ? publishersCell(song.publishers) : "") },
  { header: "ISWC", cell: (_s, song) => text(song?.iswc) },
  { header: "ISRC", cell: (_s, song) => text(song?.isrc) },
  {
    header: "Problem",
    cell: (s, song) => (song ? text(songProblem(song)) : s.songs.length ? "" : NO_SET_PROBLEM),
  },
];

const TEMPLATES: Record<ReportTemplateId, readonly Column[]> = {
  "performance-report": PERFORMANCE_REPORT,
};

/** The header of a society's report, for tests and the PDF's legend. */
export const reportHeader = (society: SocietyCode) =>
  TEMPLATES[SOCIETIES[society].template].map((c) => c.header);

export function performanceReportCsv(society: SocietyCode, shows: readonly ReportShow[]): string {
  const columns = TEMPLATES[SOCIETIES[society].template];
  const rows: Cell[][] = [];
  for (const show of shows) {
    if (show.songs.length === 0) {
      rows.push(columns.map((c) => c.cell(show, null, null)));
      continue;
    }
    show.songs.forEach((song, i) => {
      rows.push(columns.map((c) => c.cell(show, song, i + 1)));
    });
  }
  return csvFile([columns.map((c) => c.header), ...rows]);
}
