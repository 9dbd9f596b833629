import { csvRecord } from "../exports";
import { formatIsrc, formatIswc } from "./identifiers";
import { formatSongLength, hundredthsToShare, type Song } from "./songs";

/**
 * The catalogue as a CSV (GET /api/exports/songs.csv) in the import's own column names, so
 * the file imports back to the same songs, every writer's role, society, IPI and share kept:
 * one group of numbered columns per writer and per publisher, as many as the song with the
 * most has. Every cell quoted, formula-like text neutralised (ADR 0004); identifiers written
 * as societies print them.
 */

const WRITER_COLUMNS = ["", " Role", " Society", " IPI", " Share"] as const;
const PUBLISHER_COLUMNS = ["", " Society", " IPI"] as const;

export function songsToCsv(songs: readonly Omit<Song, "id" | "updatedAt">[]): string {
  const writerGroups = Math.max(1, ...songs.map((s) => s.writers.length));
  const publisherGroups = Math.max(1, ...songs.map((s) => s.publishers.length));
  const numbered = (noun: string, count: number, parts: readonly string[]) =>
    Array.from({ length: count }, (_, i) => parts.map((p) => `${noun} ${i + 1}${p}`)).flat();
  const header = [
    "Title",
    "Length",
    "Key",
    "Tempo",
    "ISWC",
    "ISRC",
    "Notes",
    ...numbered("Writer", writerGroups, WRITER_COLUMNS),
    ...numbered("Publisher", publisherGroups, PUBLISHER_COLUMNS),
  ];
  const line = (s: Omit<Song, "id" | "updatedAt">) => {
    const writers = Array.from({ length: writerGroups }, (_, i) => {
      const w = s.writers[i];
      return w
        ? [w.name, w.role ?? "", w.society ?? "", w.ipi ?? "", hundredthsToShare(w.share)]
        : ["", "", "", "", ""];
    }).flat();
    const publishers = Array.from({ length: publisherGroups }, (_, i) => {
      const p = s.publishers[i];
      return p ? [p.name, p.society ?? "", p.ipi ?? ""] : ["", "", ""];
    }).flat();
    return csvRecord([
      s.title,
      s.durationSeconds === null ? "" : formatSongLength(s.durationSeconds),
      s.musicalKey ?? "",
      s.tempo === null ? "" : String(s.tempo),
      s.iswc ? formatIswc(s.iswc) : "",
      s.isrc ? formatIsrc(s.isrc) : "",
      s.notes ?? "",
      ...writers,
      ...publishers,
    ]);
  };
  return [csvRecord(header), ...songs.map(line)].join("");
}
