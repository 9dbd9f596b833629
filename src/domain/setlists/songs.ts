import { z } from "zod";
import { say } from "../i18n/words";
import { percentInput } from "../number-inputs";
import { optionalText, requiredText } from "../text-inputs";
import { type IdentifierResult, parseIpi, parseIsrc, parseIswc } from "./identifiers";
import { SETLISTS_REFUSALS as R } from "./refusals";

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

/** An identifier field: empty → null, else the parser's canonical form or its message. */
const identifier = (parse: (input: string) => IdentifierResult) =>
  z
    .string({ error: () => say(R.mustBeText) })
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
    return { error: say(R.lengthUpToHour) };
  }
  return seconds;
}

/** 225 → "3:45". */
export const formatSongLength = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

const songLength = z
  .union([z.number(), z.string()], { error: () => say(R.lengthMinutesSeconds) })
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
  .union([z.number(), z.string()], { error: () => say(R.tempoWholeNumberBeats2) })
  .nullish()
  .transform((v, ctx) => {
    const text = v === null || v === undefined ? "" : String(v).trim();
    if (text === "") return null;
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < 20 || n > 400) {
      ctx.addIssue({
        code: "custom",
        message: say(R.tempoWholeNumberBeats),
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
  name: requiredText(R.writerName, 120),
  /** "Composer", "Author", "Composer/Author", "Arranger": free text, societies differ. */
  role: optionalText(R.writerRole, 40),
  society: optionalText(R.writerSociety, 40),
  ipi: identifier(parseIpi),
  share: percentInput(R.share).transform(shareToHundredths),
});

const publisherInputSchema = z.object({
  name: requiredText(R.publisherName, 120),
  society: optionalText(R.publisherSociety, 40),
  ipi: identifier(parseIpi),
});

export const songInputSchema = z
  .object({
    title: requiredText(R.title, MAX_SONG_TITLE),
    durationSeconds: songLength,
    musicalKey: optionalText(R.key, 24),
    tempo,
    notes: optionalText(R.notes, 2000),
    iswc: identifier(parseIswc),
    isrc: identifier(parseIsrc),
    writers: z
      .array(writerInputSchema, { error: () => say(R.writersList) })
      .max(MAX_WRITERS, { error: () => say(R.songMostWriters, { max: MAX_WRITERS }) })
      .default([]),
    publishers: z
      .array(publisherInputSchema, { error: () => say(R.publishersList) })
      .max(MAX_PUBLISHERS, { error: () => say(R.songMostPublishers, { max: MAX_PUBLISHERS }) })
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
