import { z } from "zod";
import { percentInput } from "../number-inputs";
import { type IdentifierResult, parseIpi, parseIsrc, parseIswc } from "./identifiers";

/**
 * A song of the workspace's catalogue (issue 50, ADR 0029): what the stage needs (title,
 * length, key, tempo, notes) and what a royalty society matches the work by (writers with
 * their shares, publishers, ISWC, ISRC). One schema for the form, the API and the import, so
 * all three say the same thing about the same mistake.
 */
const MAX_SONG_TITLE = 200;
export const MAX_WRITERS = 20;
export const MAX_PUBLISHERS = 20;
/** Longer than any song; a typo (3 hours), not a length. */
const MAX_SONG_SECONDS = 60 * 60;
/** Shares are kept in hundredths of a percent: 100 % is 10,000. */
export const WHOLE_SHARE = 10_000;
/** How many songs one workspace's catalogue may hold (ADR 0008: a limit per workspace). */
export const MAX_SONGS = 5_000;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

/** An identifier field: empty → null, else the parser's canonical form or its message. */
const identifier = (parse: (input: string) => IdentifierResult) =>
  z
    .string({ error: "Must be text" })
    .nullish()
    .transform((v, ctx) => {
      if (!v || v.trim() === "") return null;
      const parsed = parse(v);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }
      return parsed.value;
    });

/** "3:45", "03:45", "225" (seconds) or 225 → 225 seconds; empty → null. */
export function parseSongLength(input: string | number): number | null | { error: string } {
  const text = typeof input === "number" ? String(input) : input.trim();
  if (text === "") return null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  const seconds = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d+$/.test(text)
      ? Number(text)
      : Number.NaN;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SONG_SECONDS) {
    return { error: "Length must be minutes and seconds, like 3:45, up to 60:00" };
  }
  return seconds;
}

/** 225 → "3:45". */
export const formatSongLength = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

const songLength = z
  .union([z.number(), z.string()], { error: "Length must be minutes and seconds, like 3:45" })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return null;
    const parsed = parseSongLength(v);
    if (parsed !== null && typeof parsed === "object") {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  });

const tempo = z
  .union([z.number(), z.string()], { error: "Tempo must be a whole number of beats a minute" })
  .nullish()
  .transform((v, ctx) => {
    const text = v === null || v === undefined ? "" : String(v).trim();
    if (text === "") return null;
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < 20 || n > 400) {
      ctx.addIssue({
        code: "custom",
        message: "Tempo must be a whole number of beats a minute, 20 to 400",
      });
      return z.NEVER;
    }
    return n;
  });

/** "33.33" (percent) → 3333 hundredths. */
export const shareToHundredths = (percent: string) => Math.round(Number(percent) * 100);
/** 3333 → "33.33". */
export const hundredthsToShare = (hundredths: number) => (hundredths / 100).toFixed(2);

const writerInputSchema = z.object({
  name: requiredText("Writer's name", 120),
  /** "Composer", "Author", "Composer/Author", "Arranger": free text, societies differ. */
  role: optionalText("Writer's role", 40),
  society: optionalText("Writer's society", 40),
  ipi: identifier(parseIpi),
  share: percentInput("Share").transform(shareToHundredths),
});

const publisherInputSchema = z.object({
  name: requiredText("Publisher's name", 120),
  society: optionalText("Publisher's society", 40),
  ipi: identifier(parseIpi),
});

export const songInputSchema = z
  .object({
    title: requiredText("Title", MAX_SONG_TITLE),
    durationSeconds: songLength,
    musicalKey: optionalText("Key", 24),
    tempo,
    notes: optionalText("Notes", 2000),
    iswc: identifier(parseIswc),
    isrc: identifier(parseIsrc),
    writers: z
      .array(writerInputSchema, { error: "Writers must be a list" })
      .max(MAX_WRITERS, `A song can have at most ${MAX_WRITERS} writers`)
      .default([]),
    publishers: z
      .array(publisherInputSchema, { error: "Publishers must be a list" })
      .max(MAX_PUBLISHERS, `A song can have at most ${MAX_PUBLISHERS} publishers`)
      .default([]),
  })
  .superRefine((song, ctx) => {
    const problem = sharesProblem(song.writers.map((w) => w.share));
    if (problem) ctx.addIssue({ code: "custom", path: ["writers"], message: problem });
  });

export type SongInput = z.infer<typeof songInputSchema>;

/**
 * The writers' shares must add up to exactly 100 % (to the hundredth), or the song has no
 * writers yet (a song can be played before its split is agreed; it cannot be filed).
 */
function sharesProblem(shares: readonly number[]): string | undefined {
  if (shares.length === 0) return undefined;
  const total = shares.reduce((a, b) => a + b, 0);
  if (total === WHOLE_SHARE) return undefined;
  return `Writers' shares must add up to 100 % (they add up to ${hundredthsToShare(total)} %)`;
}

/** A song as every answer carries it. */
export interface Song {
  id: string;
  title: string;
  durationSeconds: number | null;
  musicalKey: string | null;
  tempo: number | null;
  notes: string | null;
  iswc: string | null;
  isrc: string | null;
  writers: Writer[];
  publishers: Publisher[];
  updatedAt: string;
}

export interface Writer {
  name: string;
  role: string | null;
  society: string | null;
  ipi: string | null;
  /** Hundredths of a percent. */
  share: number;
}

export interface Publisher {
  name: string;
  society: string | null;
  ipi: string | null;
}

/** Why a song cannot be filed with a society yet, or nothing when it can. */
export function fileableProblem(song: Pick<Song, "writers">): string | undefined {
  if (song.writers.length === 0) return "No writers yet";
  return sharesProblem(song.writers.map((w) => w.share));
}
