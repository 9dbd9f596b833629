import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";

/**
 * The columns of a catalogue sheet (song-import.ts): our fields with the header names
 * people give them, and the numbered groups of writers' and publishers' columns.
 */

export const SONG_IMPORT_FIELDS = [
  "title",
  "writers",
  "publishers",
  "iswc",
  "isrc",
  "length",
  "key",
  "tempo",
  "notes",
] as const;
export type SongImportField = (typeof SONG_IMPORT_FIELDS)[number];

const SONG_FIELD_NAMES: Record<SongImportField, Message> = {
  title: { id: "setlists.import.field.title", defaultMessage: "Title" },
  writers: { id: "setlists.import.field.writers", defaultMessage: "Writers" },
  publishers: { id: "setlists.import.field.publishers", defaultMessage: "Publishers" },
  iswc: { id: "setlists.import.field.iswc", defaultMessage: "ISWC" },
  isrc: { id: "setlists.import.field.isrc", defaultMessage: "ISRC" },
  length: { id: "setlists.import.field.length", defaultMessage: "Length" },
  key: { id: "setlists.import.field.key", defaultMessage: "Key" },
  tempo: { id: "setlists.import.field.tempo", defaultMessage: "Tempo" },
  notes: { id: "setlists.import.field.notes", defaultMessage: "Notes" },
};

/** A field's name in the reader's language (issue 55): the column choices and row refusals. */
export const songFieldLabel = (field: SongImportField) => say(SONG_FIELD_NAMES[field]);

/** Every field's name, as the column choices take them. */
export const songFieldLabels = (): Record<SongImportField, string> =>
  Object.fromEntries(
    Object.keys(SONG_FIELD_NAMES).map((f) => [f, songFieldLabel(f as SongImportField)]),
  ) as Record<SongImportField, string>;

/** Header names, compared without case, spaces or punctuation (imports/columns.ts). */
export const SONG_HEADER_NAMES: Record<SongImportField, readonly string[]> = {
  title: [
    "title",
    "songtitle",
    "song",
    "songname",
    "worktitle",
    "work",
    "tracktitle",
    "track",
    "composition",
    "compositiontitle",
    "name",
  ],
  writers: [
    "writers",
    "writer",
    "songwriters",
    "songwriter",
    "composers",
    "composer",
    "writerscomposers",
    "composersauthors",
    "authors",
    "writersandshares",
    "writersplits",
  ],
  publishers: ["publishers", "publisher", "publishernames", "publishing", "publishingcompany"],
  iswc: ["iswc", "iswccode", "iswcnumber", "worksiswc"],
  isrc: ["isrc", "isrccode", "isrcs", "isrccodes", "recordingisrc"],
  length: ["length", "duration", "songlength", "tracklength", "trackduration", "runtime", "time"],
  key: ["key", "musicalkey", "songkey", "tonality"],
  tempo: ["tempo", "bpm", "beatsperminute", "trackbpm"],
  notes: ["notes", "note", "comments", "comment", "remarks"],
};

// ---- Numbered columns: "Writer 1", "Writer 1 Share", "Share 1", "Publisher 2 IPI".

type WriterPart = "name" | "first" | "last" | "role" | "society" | "ipi" | "share";
/** A publisher's share or role is not kept (a song's publishers have none): "other", read past. */
type PublisherPart = "name" | "first" | "last" | "society" | "ipi" | "other";

/** A numbered column: which writer or publisher (1-based) and which of its details. */
export type NumberedColumn =
  | { group: "writer"; n: number; part: WriterPart }
  | { group: "publisher"; n: number; part: PublisherPart };

const WRITER_WORDS = "writer|composer|author|songwriter|lyricist|creator";
const PUBLISHER_WORDS = "publisher|publishing|pub";
const PART_WORDS: Record<WriterPart, string> = {
  name: "name|fullname",
  first: "firstname|givenname|first",
  last: "lastname|surname|familyname|last",
  role: "role|capacity|designation",
  society: "society|pro|affiliation|cmo|prs",
  ipi: "ipi|cae|ipinumber|ipiname|ipinamenumber|ipicae|caeipi",
  share: "share|split|percent|percentage|ownership|pct|sharepercent|splitpercent",
};
const PARTS = Object.keys(PART_WORDS) as WriterPart[];
/** The details that name a writer's column without the word "writer" ("Share 1", "IPI 1"). */
const BARE_PARTS = new Set<WriterPart>(["role", "society", "ipi", "share"]);
const partOf = (word: string | undefined): WriterPart | undefined =>
  word === undefined ? "name" : PARTS.find((p) => new RegExp(`^(?:${PART_WORDS[p]})$`).test(word));

/** "Writer 1 %" → "writer1percent": "%" is a word here, unlike in the fields' names. */
const numberedKey = (header: string) =>
  header
    .toLowerCase()
    .replaceAll("%", "percent")
    .replace(/[^a-z0-9]/g, "");

/**
 * What a header names when it is one of a numbered group's columns, else undefined:
 * "Writer 1", "Composer 2 Share", "Writer Share 1", "Share 1", "IPI 3", "Publisher 1 Society".
 */
export function numberedColumn(header: string): NumberedColumn | undefined {
  const key = numberedKey(header);
  const forms = (who: string) => [
    new RegExp(`^(?:${who})(\\d{1,2})([a-z]+)?$`),
    new RegExp(`^(?:${who})([a-z]+)(\\d{1,2})$`),
  ];
  for (const [group, who] of [
    ["writer", WRITER_WORDS],
    ["publisher", PUBLISHER_WORDS],
  ] as const) {
    const [numberFirst, wordFirst] = forms(who);
    const a = numberFirst!.exec(key);
    const b = a ? undefined : wordFirst!.exec(key);
    const n = Number(a?.[1] ?? b?.[2]);
    const part = a ? partOf(a[2]) : b ? partOf(b[1]) : undefined;
    if (!part || !(n >= 1)) continue;
    if (group === "publisher") {
      return { group, n, part: part === "role" || part === "share" ? "other" : part };
    }
    return { group, n, part };
  }
  // "Share 1", "IPI 2", "PRO 1": a writer's, as the templates that number only writers say.
  const bare = /^([a-z]+)(\d{1,2})$/.exec(key);
  const part = bare ? partOf(bare[1]) : undefined;
  if (bare && part && BARE_PARTS.has(part)) return { group: "writer", n: Number(bare[2]), part };
  return undefined;
}

/** Each numbered group's columns: writer n → { name: 3, share: 4 }. */
export interface NumberedGroups {
  writers: Partial<Record<WriterPart, number>>[];
  publishers: Partial<Record<PublisherPart, number>>[];
}

/** The numbered columns of a header, by group and number (gaps closed: "Writer 1", "Writer 3"). */
export function numberedGroups(header: readonly string[]): NumberedGroups {
  const writers = new Map<number, Partial<Record<WriterPart, number>>>();
  const publishers = new Map<number, Partial<Record<PublisherPart, number>>>();
  header.forEach((h, index) => {
    const c = numberedColumn(h);
    if (!c) return;
    const groups = (c.group === "writer" ? writers : publishers) as Map<
      number,
      Record<string, number>
    >;
    const columns = groups.get(c.n) ?? {};
    columns[c.part] ??= index;
    groups.set(c.n, columns);
  });
  const inOrder = <T>(m: Map<number, T>) =>
    [...m.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
  return { writers: inOrder(writers), publishers: inOrder(publishers) };
}
