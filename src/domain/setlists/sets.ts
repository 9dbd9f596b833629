import { z } from "zod";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { optionalText } from "../text-inputs";
import { SETLISTS_REFUSALS as R } from "./refusals";

/**
 * A set (issue 50, ADR 0029): the ordered lines the band plays, each a song of the catalogue
 * or a free line ("Drum solo", "Tuning break"), with an encore marker, a segue into the next
 * line and a note. The same shape is a show's planned set, its played set (confirmed after
 * the show) and a saved set a tour starts shows from.
 */
export const MAX_SET_ITEMS = 80;
export const MAX_SAVED_SETS = 200;

const setItemInputSchema = z
  .object({
    songId: z
      .uuid("Song must be a song of the catalogue")
      .nullish()
      .transform((v) => v ?? null),
    /** A line that is not a song: shown on the stage copy, never filed. */
    label: optionalText(R.line, 120),
    encore: z.boolean({ error: () => say(R.encoreTrueFalse) }).default(false),
    segue: z.boolean({ error: () => say(R.segueTrueFalse) }).default(false),
    note: optionalText(R.note, 300),
    /** A length for a free line ("Drum solo", 4:00) in seconds; a song's comes from the catalogue. */
    durationSeconds: z
      .number({ error: () => say(R.lengthNumberSeconds) })
      .int("Length must be a whole number of seconds")
      .min(1, refusal(R.lengthLeastSecond))
      .max(3600, refusal(R.lengthMostHour))
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((item, ctx) => {
    if (!item.songId && !item.label) {
      ctx.addIssue({ code: "custom", path: ["songId"], message: say(R.pickSongWriteLine) });
    }
    if (item.songId && item.label) {
      ctx.addIssue({
        code: "custom",
        path: ["label"],
        message: say(R.lineSongTextNot),
      });
    }
  });

export const setItemsSchema = z
  .array(setItemInputSchema, { error: () => say(R.itemsList) })
  .max(MAX_SET_ITEMS, { error: () => say(R.setMostLines, { max: MAX_SET_ITEMS }) })
  .superRefine((items, ctx) => {
    // The encore is the end of the set: once a line is in it, every line after it is too.
    const first = items.findIndex((i) => i.encore);
    if (first === -1) return;
    const back = items.findIndex((i, index) => index > first && !i.encore);
    if (back !== -1) {
      ctx.addIssue({
        code: "custom",
        path: [back, "encore"],
        message: say(R.encoreEndSetLine),
      });
    }
  });

export type SetItemInput = z.infer<typeof setItemInputSchema>;

/** How long a set runs and how that sits in its slot. */
export interface SetLength {
  /** Seconds of the lines whose length is known. */
  seconds: number;
  /** Lines with no length: the total is at least `seconds`. */
  unknown: number;
  /** The slot in seconds (set time to the end of the set or the curfew), or null when unknown. */
  slotSeconds: number | null;
  /** Over the slot by this many seconds, or 0. */
  overBy: number;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (hhmm: string) => {
  const m = TIME.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * The slot from the set's start to its end ("HH:MM" on the show's clock): an end earlier than
 * the start is after midnight (a 23:30 set to a 01:00 curfew is 90 minutes).
 */
export function slotSeconds(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null || from === to) return null;
  return ((to - from + 24 * 60) % (24 * 60)) * 60;
}

export function setLength(
  lines: readonly { durationSeconds: number | null }[],
  slot: number | null,
): SetLength {
  let seconds = 0;
  let unknown = 0;
  for (const line of lines) {
    if (line.durationSeconds === null) unknown++;
    else seconds += line.durationSeconds;
  }
  return {
    seconds,
    unknown,
    slotSeconds: slot,
    overBy: slot === null ? 0 : Math.max(0, seconds - slot),
  };
}
