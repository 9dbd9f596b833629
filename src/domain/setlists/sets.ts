import { z } from "zod";

/**
 * A set (issue 50, ADR 0029): the ordered lines the band plays, each a song of the catalogue
 * or a free line ("Drum solo", "Tuning break"), with an encore marker, a segue into the next
 * line and a note. The same shape is a show's planned set, its played set (confirmed after
 * the show) and a saved set a tour starts shows from.
 */
export const MAX_SET_ITEMS = 80;
export const MAX_SAVED_SETS = 200;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const setItemInputSchema = z
  .object({
    songId: z
      .uuid("Song must be a song of the catalogue")
      .nullish()
      .transform((v) => v ?? null),
    /** A line that is not a song: shown on the stage copy, never filed. */
    label: optionalText("Line", 120),
    encore: z.boolean({ error: "Encore must be true or false" }).default(false),
    segue: z.boolean({ error: "Segue must be true or false" }).default(false),
    note: optionalText("Note", 300),
    /** A length for a free line ("Drum solo", 4:00) in seconds; a song's comes from the catalogue. */
    durationSeconds: z
      .number({ error: "Length must be a number of seconds" })
      .int("Length must be a whole number of seconds")
      .min(1, "Length must be at least a second")
      .max(3600, "Length can be at most an hour")
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((item, ctx) => {
    if (!item.songId && !item.label) {
      ctx.addIssue({ code: "custom", path: ["songId"], message: "Pick a song or write a line" });
    }
    if (item.songId && item.label) {
      ctx.addIssue({
        code: "custom",
        path: ["label"],
        message: "A line is a song or a text, not both",
      });
    }
  });

export const setItemsSchema = z
  .array(setItemInputSchema, { error: "Items must be a list" })
  .max(MAX_SET_ITEMS, `A set can have at most ${MAX_SET_ITEMS} lines`)
  .superRefine((items, ctx) => {
    // The encore is the end of the set: once a line is in it, every line after it is too.
    const first = items.findIndex((i) => i.encore);
    if (first === -1) return;
    const back = items.findIndex((i, index) => index > first && !i.encore);
    if (back !== -1) {
      ctx.addIssue({
        code: "custom",
        path: [back, "encore"],
        message: "The encore is the end of the set: a line after it must be in it too",
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
