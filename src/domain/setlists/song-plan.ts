import { overLimit } from "../workspace-limits";
import { importPastLimitMessage } from "./catalogue";
import type { MappedSong } from "./song-rows";
import { hundredthsToShare, type Publisher, type Song, type SongInput, type Writer } from "./songs";

/**
 * What a catalogue import will do (issue 50 item 1), decided the same way by the preview and
 * by the import (inside its transaction, on the catalogue read under its lock). Pure.
 *
 * A row is the song of the catalogue with its ISWC; else the one with its title and writers
 * (case, spaces and the writers' order aside), unless both have an ISWC and they differ (two
 * works); a row that names no writers is the one song with its title (several: the row must
 * say which, by its writers or ISWC). A matched row whose filled cells say something new updates the song (an empty
 * cell never erases what the song has); one that says nothing new is already there; any
 * other row is a new song. The same song twice in one sheet is taken once: a second row that
 * disagrees with the first is an error, so the sheet never decides by its row order.
 */

/** A song of the catalogue as the import matches against it: its id and its details. */
export type CatalogueEntry = Omit<Song, "updatedAt">;

type SongPreviewStatus = "new" | "update" | "existing" | "error";

/** One row of the preview, as the dialog lists it. */
export interface SongPreviewRow {
  row: number;
  status: SongPreviewStatus;
  /** Why the row is refused: "row 6: ISWC: …". */
  reason?: string;
  warnings?: string[];
  title?: string;
  /** "Ana Ruiz 50.00 %, Ben Lo 50.00 %". */
  writers?: string;
  iswc?: string | null;
  durationSeconds?: number | null;
  /** What an update changes: "length", "writers". */
  changes?: string[];
}

export interface SongImportSummary {
  rows: number;
  newSongs: number;
  updatedSongs: number;
  existingSongs: number;
  errors: number;
  warnings: number;
  /** The import would take the catalogue past its limit: it will be refused, and says so. */
  limitProblem?: string;
}

export interface SongImportPlan {
  rows: SongPreviewRow[];
  inserts: SongInput[];
  /** Matched songs with their details after the import. */
  updates: CatalogueEntry[];
  summary: SongImportSummary;
}

/** Trimmed, inner spaces as one, without case: "  Ana  RUIZ " is "ana ruiz". */
const fold = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** A song by its title and writers, in any case and any order of writers. */
const titleAndWriters = (title: string, writers: readonly { name: string }[]) =>
  `${fold(title)}\u0000${writers
    .map((w) => fold(w.name))
    .sort()
    .join("\u0001")}`;

/** "Ana Ruiz 50.00 %, Ben Lo 50.00 %". */
const writersSummary = (writers: readonly Writer[]) =>
  writers.map((w) => `${w.name} ${hundredthsToShare(w.share)} %`).join(", ");

type Details = Omit<CatalogueEntry, "id">;

// A stored writer's keys come back from jsonb in its own order: compared value by value.
const writerValues = (w: Writer) => [w.name, w.role, w.society, w.ipi, w.share];
const publisherValues = (p: Publisher) => [p.name, p.society, p.ipi];
const sameList = <T>(a: readonly T[], b: readonly T[], values: (x: T) => unknown[]) =>
  a.length === b.length &&
  a.every((x, i) => JSON.stringify(values(x)) === JSON.stringify(values(b[i]!)));

/** The fields an update can change, with the word the preview uses for each. */
const FIELD_WORDS = [
  ["title", "title"],
  ["durationSeconds", "length"],
  ["musicalKey", "key"],
  ["tempo", "tempo"],
  ["notes", "notes"],
  ["iswc", "ISWC"],
  ["isrc", "ISRC"],
] as const satisfies readonly (readonly [keyof Details, string])[];

function changesOf(before: Details, after: Details): string[] {
  const changed: string[] = FIELD_WORDS.filter(([k]) => before[k] !== after[k]).map(([, w]) => w);
  if (!sameList(before.writers, after.writers, writerValues)) changed.push("writers");
  if (!sameList(before.publishers, after.publishers, publisherValues)) changed.push("publishers");
  return changed;
}

/** What a row says over what the song has: filled cells replace, empty ones keep. */
const merge = (before: Details, row: SongInput): Details => ({
  title: row.title,
  durationSeconds: row.durationSeconds ?? before.durationSeconds,
  musicalKey: row.musicalKey ?? before.musicalKey,
  tempo: row.tempo ?? before.tempo,
  notes: row.notes ?? before.notes,
  iswc: row.iswc ?? before.iswc,
  isrc: row.isrc ?? before.isrc,
  writers: row.writers.length > 0 ? row.writers : before.writers,
  publishers: row.publishers.length > 0 ? row.publishers : before.publishers,
});

interface Target {
  id?: string;
  details: Details;
  /** The row of this sheet that created or changed the song, once one has. */
  takenBy?: number;
}

export function planSongImport(
  mapped: readonly MappedSong[],
  catalogue: readonly CatalogueEntry[],
): SongImportPlan {
  const byIswc = new Map<string, Target>();
  const byKey = new Map<string, Target>();
  const byTitle = new Map<string, Set<Target>>();
  const register = (t: Target) => {
    if (t.details.iswc && !byIswc.has(t.details.iswc)) byIswc.set(t.details.iswc, t);
    const key = titleAndWriters(t.details.title, t.details.writers);
    if (!byKey.has(key)) byKey.set(key, t);
    const named = byTitle.get(fold(t.details.title)) ?? new Set<Target>();
    byTitle.set(fold(t.details.title), named.add(t));
  };
  /** Another ISWC than the row's: another work, whatever its title and writers. */
  const otherWork = (t: Target, iswc: string | null) =>
    Boolean(t.details.iswc && iswc && t.details.iswc !== iswc);
  for (const { id, ...details } of catalogue) register({ id, details });

  const rows: SongPreviewRow[] = [];
  const created: Target[] = [];
  const changed = new Set<Target>();
  let warnings = 0;
  for (const m of mapped) {
    if (!m.ok) {
      rows.push({ row: m.row, status: "error", reason: m.reason });
      continue;
    }
    const song = m.song;
    warnings += m.warnings.length;
    const base = {
      row: m.row,
      title: song.title,
      writers: writersSummary(song.writers),
      iswc: song.iswc,
      durationSeconds: song.durationSeconds,
      ...(m.warnings.length > 0 ? { warnings: m.warnings } : {}),
    };
    const byCode = song.iswc ? byIswc.get(song.iswc) : undefined;
    const byName = byKey.get(titleAndWriters(song.title, song.writers));
    const titled =
      song.writers.length === 0
        ? [...(byTitle.get(fold(song.title)) ?? [])].filter((t) => !otherWork(t, song.iswc))
        : [];
    if (!byCode && !byName && titled.length > 1) {
      rows.push({
        row: m.row,
        status: "error",
        reason: `row ${m.row}: ${titled.length} songs are called ${song.title}: add the writers or the ISWC to say which`,
      });
      continue;
    }
    const target =
      byCode ?? (byName && !otherWork(byName, song.iswc) ? byName : undefined) ?? titled[0];
    if (!target) {
      const t: Target = { details: { ...song }, takenBy: m.row };
      created.push(t);
      register(t);
      rows.push({ ...base, status: "new" });
      continue;
    }
    const after = merge(target.details, song);
    const changes = changesOf(target.details, after);
    if (changes.length === 0) {
      rows.push({ ...base, status: "existing" });
      continue;
    }
    if (target.takenBy !== undefined) {
      const how = byCode ? "ISWC" : byName ? "title and writers" : "title";
      rows.push({
        row: m.row,
        status: "error",
        reason: `row ${m.row}: the same song as row ${target.takenBy} (same ${how}) with other details (${changes.join(", ")}): keep one of the two rows`,
      });
      continue;
    }
    target.details = after;
    target.takenBy = m.row;
    changed.add(target);
    register(target);
    rows.push({ ...base, status: "update", changes });
  }

  const inserts = created.map((t) => t.details);
  const over = overLimit("songs", catalogue.length, inserts.length);
  return {
    rows,
    inserts,
    updates: [...changed].map((t) => ({ id: t.id!, ...t.details })),
    summary: {
      rows: mapped.length,
      newSongs: inserts.length,
      updatedSongs: changed.size,
      existingSongs: rows.filter((r) => r.status === "existing").length,
      errors: rows.filter((r) => r.status === "error").length,
      warnings,
      ...(over ? { limitProblem: importPastLimitMessage(catalogue.length, inserts.length) } : {}),
    },
  };
}
