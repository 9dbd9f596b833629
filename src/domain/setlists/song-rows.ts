import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import type { ColumnMapping } from "../imports/columns";
import { rowSays } from "../imports/limits";
import type { Sheet } from "../imports/sheet";
import { textProblem } from "../storable-text";
import { FORMULA_LIKE, formulaWarning, NEUTRALISED } from "../tours/imports/show-rows";
import { type NumberedGroups, type SongImportField, songFieldLabel } from "./song-columns";
import { type SongInput, songInputSchema } from "./songs";

/**
 * A catalogue sheet's row read as a song (song-import.ts), or the reason it cannot be, with
 * its row number and the field: "row 6: ISWC: ISWC check digit does not match (…)". The song
 * is checked by the very schema the form and the API use (songs.ts).
 */

export type MappedSong =
  | { row: number; ok: true; song: SongInput; warnings: string[] }
  | { row: number; ok: false; reason: string };

export interface SongRowOptions {
  columns: ColumnMapping<SongImportField>;
  groups: NumberedGroups;
}

/** One writer or publisher as a sheet gives it, before the song's checks. */
interface Party {
  name: string;
  role?: string;
  society?: string;
  ipi?: string;
  share?: string;
}

/** A song row's words, in the reader's language (issue 55). */
const WORDS = {
  notADetail: {
    id: "setlists.import.row.notADetail",
    defaultMessage: '"{detail}" in {name}\'s details is not a share, an IPI, a role or a society',
  },
  notADetailUnnamed: {
    id: "setlists.import.row.notADetailUnnamed",
    defaultMessage: '"{detail}" in a party\'s details is not a share, an IPI, a role or a society',
  },
  giveShares: {
    id: "setlists.import.row.giveShares",
    defaultMessage: 'give each writer\'s share, like "Ana Ruiz (50%); Ben Lo (50%)"',
  },
  noShare: { id: "setlists.import.row.noShare", defaultMessage: "{name} has no share" },
  writerNoName: {
    id: "setlists.import.row.writerNoName",
    defaultMessage: "Writer {n} has details but no name",
  },
  publisherNoName: {
    id: "setlists.import.row.publisherNoName",
    defaultMessage: "Publisher {n} has details but no name",
  },
  titleMissing: { id: "setlists.import.row.titleMissing", defaultMessage: "the title is missing" },
  numbered: { id: "setlists.import.row.numbered", defaultMessage: "number {n}" },
} as const;

type PartiesRead = { ok: true; parties: Party[] } | { ok: false; message: string };

/** How a writer's role is written in catalogues and society forms (CWR's C, A, CA, AR…). */
const ROLE =
  /^(?:composer|author|lyricist|arranger|adapter|translator|writer|songwriter|composer\s*(?:\/|&|and)\s*author|author\s*(?:\/|&|and)\s*composer|ca|c|a|ar|ad)$/i;
const SHARE = /^(\d{1,3}(?:[.,]\d{1,4})?)\s*%?$/;
const IPI = /^(?:(?:ipi|cae)(?:\s*(?:name\s*)?(?:no\.?|#|number))?\s*:?\s*)?(\d[\d .-]{7,14}\d)$/i;
const SOCIETY = /^[\p{L}][\p{L}\p{N} &.'/-]{0,39}$/u;

/**
 * "Ana Ruiz (50%); Ben Lo (50%)", "Ana Ruiz | Ben Lo", "Ana Ruiz 50%, Ben Lo 50%": the
 * parties of one cell, split on ";", "|", line breaks, " / ", and a "," after a ")" or a "%",
 * never inside parentheses (where "," separates a party's details).
 */
function splitParties(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    const before = current.trimEnd().at(-1);
    const splits =
      depth === 0 &&
      (ch === ";" ||
        ch === "|" ||
        ch === "\n" ||
        (ch === "," && (before === ")" || before === "%")) ||
        (ch === "/" && text[i - 1] === " " && text[i + 1] === " "));
    if (splits) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out.map((p) => p.trim()).filter((p) => p !== "");
}

/** A share as the song's schema reads it: "33,33 %" → "33.33". */
const shareText = (text: string) => text.replace(",", ".");

/**
 * One party: "Ana Ruiz (Composer, ASCAP, IPI 00012345678, 50%)" or "Ana Ruiz 50%". Inside
 * the parentheses a percentage is the share, 9 to 11 digits the IPI, a known word the role,
 * any other short name the society.
 */
function readParty(entry: string, withShare: boolean): Party | { error: string } {
  const bracketed = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(entry);
  const trailing = bracketed ? undefined : /^(.*?)\s+(\d{1,3}(?:[.,]\d{1,4})?)\s*%$/.exec(entry);
  const name = (bracketed?.[1] ?? trailing?.[1] ?? entry).trim();
  const party: Party = { name };
  if (trailing && withShare) party.share = shareText(trailing[2]!);
  const details = bracketed ? bracketed[2]!.split(/\s*(?:,(?!\d)|(?<!\d),)\s*/) : [];
  for (const raw of details) {
    const d = raw.trim();
    if (d === "") continue;
    const share = SHARE.exec(d);
    const ipi = IPI.exec(d);
    if (share && withShare && !party.share) party.share = shareText(share[1]!);
    else if (share && !withShare)
      continue; // a publisher's share is not kept
    else if (ipi && !party.ipi) party.ipi = ipi[1]!;
    else if (ROLE.test(d) && !party.role) party.role = d;
    else if (SOCIETY.test(d) && !party.society) party.society = d;
    else {
      return {
        error: name
          ? say(WORDS.notADetail, { detail: d, name })
          : say(WORDS.notADetailUnnamed, { detail: d }),
      };
    }
  }
  return party;
}

function readPartiesCell(text: string, withShare: boolean): PartiesRead {
  const parties: Party[] = [];
  for (const entry of splitParties(text)) {
    const party = readParty(entry, withShare);
    if ("error" in party) return { ok: false, message: party.error };
    parties.push(party);
  }
  return { ok: true, parties };
}

/**
 * The writers' shares as given, or the one rule that fills one in: a lone writer with no
 * share has all of it. Several writers must each say theirs; a split is never guessed.
 */
function withShares(writers: Party[]): PartiesRead {
  if (writers.length === 1 && !writers[0]!.share) {
    return { ok: true, parties: [{ ...writers[0]!, share: "100" }] };
  }
  const missing = writers.filter((w) => !w.share);
  if (missing.length === writers.length && writers.length > 0) {
    return {
      ok: false,
      message: say(WORDS.giveShares),
    };
  }
  if (missing.length > 0) {
    return { ok: false, message: say(WORDS.noShare, { name: missing[0]!.name }) };
  }
  return { ok: true, parties: writers };
}

/** The writers or publishers of numbered columns, group by group ("Writer 2 has a share but no name"). */
function readNumbered<P extends string>(
  groups: readonly Partial<Record<P, number>>[],
  cell: (index: number | undefined) => string,
  noun: Message,
): PartiesRead {
  const parties: Party[] = [];
  for (const [i, g] of groups.entries()) {
    const at = (part: string) => cell((g as Record<string, number | undefined>)[part]);
    const name = at("name") || [at("first"), at("last")].filter(Boolean).join(" ");
    const party: Party = {
      name,
      role: at("role") || undefined,
      society: at("society") || undefined,
      ipi: at("ipi") || undefined,
      share: at("share") ? shareText(at("share").replace(/\s*%$/, "")) : undefined,
    };
    const given = Object.values(party).some(Boolean);
    if (!given) continue;
    if (!name) return { ok: false, message: say(noun, { n: i + 1 }) };
    parties.push(party);
  }
  return { ok: true, parties };
}

/** A length a sheet writes "0:03:45" (h:mm:ss) as the song's "3:45". */
function lengthText(text: string): string {
  const hms = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!hms) return text;
  return String(Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3]));
}

/** Where a schema issue is, as the person reads the sheet: "ISWC", "Writers, Ana Ruiz". */
function placeOf(path: readonly PropertyKey[], song: { writers: Party[]; publishers: Party[] }) {
  const [field, index] = path;
  const list = field === "writers" ? song.writers : field === "publishers" ? song.publishers : [];
  const label: Record<string, SongImportField> = {
    title: "title",
    durationSeconds: "length",
    musicalKey: "key",
    tempo: "tempo",
    notes: "notes",
    iswc: "iswc",
    isrc: "isrc",
    writers: "writers",
    publishers: "publishers",
  };
  const name = typeof index === "number" ? list[index]?.name : undefined;
  const known = label[String(field)];
  const base = known ? songFieldLabel(known) : String(field);
  if (typeof index !== "number") return base;
  return `${base}, ${name || say(WORDS.numbered, { n: index + 1 })}`;
}

const TEXT_FIELDS = [
  "title",
  "writers",
  "publishers",
  "key",
  "notes",
] as const satisfies readonly SongImportField[];

function mapSongRow(row: number, cells: readonly string[], o: SongRowOptions): MappedSong {
  const cell = (index: number | null | undefined) =>
    index === null || index === undefined
      ? ""
      : (cells[index] ?? "").trim().replace(NEUTRALISED, "");
  const field = (f: SongImportField) => cell(o.columns[f]);
  const fail = (reason: string): MappedSong => ({
    row,
    ok: false,
    reason: rowSays(row, reason),
  });
  const warnings: string[] = [];
  for (const f of TEXT_FIELDS) {
    const text = field(f);
    const problem = textProblem(text);
    if (problem) return fail(`${songFieldLabel(f)}: ${problem}`);
    if (FORMULA_LIKE.test(text)) warnings.push(formulaWarning(row, songFieldLabel(f), text));
  }
  if (field("title") === "") return fail(say(WORDS.titleMissing));

  // Numbered columns when the row fills any of them, else the one Writers cell.
  const numbered = readNumbered(o.groups.writers, cell, WORDS.writerNoName);
  const given =
    !numbered.ok || numbered.parties.length > 0
      ? numbered
      : readPartiesCell(field("writers"), true);
  const writers = given.ok && given.parties.length > 0 ? withShares(given.parties) : given;
  if (!writers.ok) return fail(`${songFieldLabel("writers")}: ${writers.message}`);

  const numberedPublishers = readNumbered(o.groups.publishers, cell, WORDS.publisherNoName);
  const publishers =
    !numberedPublishers.ok || numberedPublishers.parties.length > 0
      ? numberedPublishers
      : readPartiesCell(field("publishers"), false);
  if (!publishers.ok) return fail(`${songFieldLabel("publishers")}: ${publishers.message}`);

  const input = {
    title: field("title"),
    durationSeconds: lengthText(field("length")),
    musicalKey: field("key"),
    tempo: field("tempo").replace(/\s*bpm$/i, ""),
    notes: field("notes"),
    iswc: field("iswc"),
    isrc: field("isrc"),
    writers: writers.parties.map((w) => ({
      name: w.name,
      role: w.role ?? null,
      society: w.society ?? null,
      ipi: w.ipi ?? null,
      share: w.share ?? "",
    })),
    publishers: publishers.parties.map((p) => ({
      name: p.name,
      society: p.society ?? null,
      ipi: p.ipi ?? null,
    })),
  };
  const parsed = songInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const place = placeOf(issue.path, { writers: writers.parties, publishers: publishers.parties });
    return fail(`${place}: ${issue.message}`);
  }
  return { row, ok: true, song: parsed.data, warnings };
}

/** Every data row of the sheet read as a song, or the reason it cannot be. */
export function mapSongRows(rows: Sheet["rows"], options: SongRowOptions): MappedSong[] {
  return rows.map(({ row, cells }) => mapSongRow(row, cells, options));
}
