import { z } from "zod";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";

/** The day sheet's times in running order (docs/product.md §6.2). */
export const DAY_SHEET_TIMES = [
  "loadIn",
  "soundcheck",
  "doors",
  "setTime",
  "curfew",
  "loadOut",
] as const;
export type DaySheetTime = (typeof DAY_SHEET_TIMES)[number];
/** A time's name, the same on the screen and the printed day sheet, in the reader's language. */
export const DAY_SHEET_LABELS: Record<DaySheetTime, Message> = {
  loadIn: { id: "logistics.daySheet.loadIn", defaultMessage: "Load-in" },
  soundcheck: { id: "logistics.daySheet.soundcheck", defaultMessage: "Soundcheck" },
  doors: { id: "logistics.daySheet.doors", defaultMessage: "Doors" },
  setTime: { id: "logistics.daySheet.setTime", defaultMessage: "Set time" },
  curfew: { id: "logistics.daySheet.curfew", defaultMessage: "Curfew" },
  loadOut: { id: "logistics.daySheet.loadOut", defaultMessage: "Load-out" },
};
const NOT_A_TIME: Message = {
  id: "logistics.daySheets.timeLike",
  defaultMessage: "{label} must be a time like 19:30",
};

/** A show day runs from 06:00 to 05:59 the next morning: earlier times are after midnight. */
const DAY_STARTS_AT = "06:00";

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const time = (label: Message) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || TIME_RE.test(v), {
      error: () => say(NOT_A_TIME, { label: say(label) }),
    })
    .nullish()
    .transform((v) => (v ? v : null));

export const daySheetInputSchema = z.object({
  ...(Object.fromEntries(DAY_SHEET_TIMES.map((k) => [k, time(DAY_SHEET_LABELS[k])])) as Record<
    DaySheetTime,
    ReturnType<typeof time>
  >),
  venueAddress: z
    .string()
    .trim()
    .max(
      300,
      refusal({
        id: "logistics.daySheets.venueAddressCanMost300",
        defaultMessage: "Venue address can be at most 300 characters",
      }),
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  notes: z
    .string()
    .trim()
    .max(
      2000,
      refusal({
        id: "logistics.daySheets.notesCanMost2000Characters",
        defaultMessage: "Notes can be at most 2000 characters",
      }),
    )
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type DaySheetInput = z.infer<typeof daySheetInputSchema>;

/**
 * What a day-sheet save changes. Managers edit the whole sheet; crew and artists its times
 * and notes only (issue 24), so a venue address they send is left as it was. The sheet holds
 * no money: money fields in a body are not in the schema and are dropped for everyone.
 */
export function daySheetChanges(input: DaySheetInput, wholeSheet: boolean): Partial<DaySheetInput> {
  if (wholeSheet) return input;
  const { venueAddress: _, ...timesAndNotes } = input;
  return timesAndNotes;
}
export type DaySheetFormValues = z.input<typeof daySheetInputSchema>;

/** True when "HH:MM" is after midnight, on the show day's clock (so it belongs to the day before). */
export const isAfterMidnight = (t: string) => t < DAY_STARTS_AT;

/** Minutes since the show day began at 06:00: 00:30 sorts after 23:30. */
function showDayMinutes(t: string): number {
  const [h, m] = t.split(":").map(Number) as [number, number];
  const minutes = h * 60 + m;
  return isAfterMidnight(t) ? minutes + 24 * 60 : minutes;
}

/** The set times of a day sheet in the order they happen on the show day. */
export function scheduleOf(sheet: Partial<Record<DaySheetTime, string | null>>) {
  return DAY_SHEET_TIMES.flatMap((k) => {
    const t = sheet[k];
    return t ? [{ key: k, time: t, afterMidnight: isAfterMidnight(t) }] : [];
  }).sort((a, b) => showDayMinutes(a.time) - showDayMinutes(b.time));
}
