import { z } from "zod";
import {
  DATE_RE,
  type DateTimeParts,
  INSTANT_RE,
  isCalendarDate,
  readLocalDateTime,
  toParts,
  utcMillis,
} from "./calendar-day";
import { formatCalendarDate } from "./date-time";
import { HOUR_MS } from "./durations";
import { aboutField, FIELD_REFUSALS as F, type Label } from "./i18n/field-words";
import { withFormatLocale } from "./i18n/format-locale";
import type { Message } from "./i18n/messages";
import { say } from "./i18n/words";

export { type DateTimeParts, isCalendarDate, utcMillis };

/**
 * The one rule for every date and time a client sends (decision 8): an ISO form, read by the
 * digits (never `new Date(text)`, which takes "12" as December 2001 and rolls Feb 30 into
 * March), on a real calendar day between EARLIEST_DATE and LATEST_DATE. Outside that range
 * zoned-time maths, `Date.UTC` (years 0–99 are the 1900s) and iCal (4-digit years) break.
 */
export const EARLIEST_DATE = "2000-01-01";
export const LATEST_DATE = "2100-12-31";
/**
 * The two ends as the messages name them, in the reader's format (issue 55): "Jan 1, 2000",
 * "1. Jan. 2000", "1 ene 2000".
 */
export const earliestDateText = () => formatCalendarDate(EARLIEST_DATE);
export const latestDateText = () => formatCalendarDate(LATEST_DATE);

/**
 * "Date must be between Jan 1, 2000 and Dec 31, 2100", the dates in the language the refusal
 * is written in: the reader's, or English for a label still given as English text (aboutField
 * then writes the whole refusal in English).
 */
function outOfRangeMessage(label: Label): string {
  const ends = () => ({ earliest: earliestDateText(), latest: latestDateText() });
  const values = typeof label === "string" ? withFormatLocale("en", ends) : ends();
  return aboutField(label, F.dateRange, values);
}

/** Real time zones run from UTC−12:00 to UTC+14:00; an offset outside them is a typo. */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

/** Midnight at the first day in the zone furthest ahead (UTC+14), the earliest instant. */
const EARLIEST_INSTANT = utcMillis(2000, 1, 1) - 14 * HOUR_MS;
/** The end of the last day in the zone furthest behind (UTC−12), the latest instant. */
const LATEST_INSTANT = utcMillis(2101, 1, 1) + 12 * HOUR_MS - 1;

const dateText = (p: DateTimeParts) =>
  `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
const inRange = (p: DateTimeParts) => {
  const d = dateText(p);
  return d >= EARLIEST_DATE && d <= LATEST_DATE;
};

export type DateRead<T> = { ok: true; value: T } | { ok: false; reason: "invalid" | "range" };

/** A calendar date field's value: a real "YYYY-MM-DD" inside the range. */
export function readCalendarDate(value: string): DateRead<string> {
  const m = DATE_RE.exec(value);
  const p = m && toParts(m);
  if (!p) return { ok: false, reason: "invalid" };
  return inRange(p) ? { ok: true, value } : { ok: false, reason: "range" };
}

/** A local date-time field's value ("YYYY-MM-DDTHH:mm[:ss]") inside the range. */
export function readLocalInRange(value: string): DateRead<DateTimeParts> {
  const p = readLocalDateTime(value);
  if (!p) return { ok: false, reason: "invalid" };
  return inRange(p) ? { ok: true, value: p } : { ok: false, reason: "range" };
}

/**
 * An instant field's value: a full ISO instant with Z or an offset, or (what a form's
 * datetime-local holds) a local "YYYY-MM-DDTHH:mm[:ss]" read in the runtime's own zone — the
 * viewer's in the browser, which sends the instant with Z. The date as written must be in
 * the range, and so must the instant.
 */
export function readInstant(value: string): DateRead<Date> {
  const m = INSTANT_RE.exec(value);
  const p = m ? toParts(m) : readLocalDateTime(value);
  if (!p) return { ok: false, reason: "invalid" };
  let at: number;
  if (m) {
    const zone = m[8]!;
    const sign = zone.startsWith("-") ? -1 : 1;
    const offset =
      zone === "Z" ? 0 : sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
    if (offset < MIN_OFFSET_MINUTES || offset > MAX_OFFSET_MINUTES || Number(zone.slice(4)) > 59)
      return { ok: false, reason: "invalid" };
    at = utcMillis(p.year, p.month, p.day, p.hour, p.minute, p.second, p.ms) - offset * 60_000;
  } else {
    const local = new Date(2000, 0, 1, p.hour, p.minute, p.second, p.ms);
    local.setFullYear(p.year, p.month - 1, p.day);
    at = local.getTime();
  }
  if (!inRange(p) || !isInstantInRange(at)) return { ok: false, reason: "range" };
  return { ok: true, value: new Date(at) };
}

/** Whether an instant (a server-made one too, such as an extended hold) is in the range. */
export const isInstantInRange = (at: Date | number) => {
  const t = typeof at === "number" ? at : at.getTime();
  return t >= EARLIEST_INSTANT && t <= LATEST_INSTANT;
};

/** A day key kept inside the range (the calendar's month navigation and its requests). */
export const clampToRange = (date: string) =>
  date < EARLIEST_DATE ? EARLIEST_DATE : date > LATEST_DATE ? LATEST_DATE : date;

const issue = (ctx: z.RefinementCtx, message: string) => ctx.addIssue({ code: "custom", message });

/**
 * What an invalid date is refused with: by default "{field} must be a valid date"; a field's
 * own refusal as English text or as a message. Written when the issue is made (issue 55).
 */
type Invalid = string | { message: Message } | undefined;
const invalidText = (label: Label, invalid: Invalid) =>
  invalid === undefined
    ? aboutField(label, F.validDate)
    : typeof invalid === "string"
      ? invalid
      : say(invalid.message);

/** A check of a date field's text: the invalid message, or the range message. */
const dateCheck =
  <T>(read: (v: string) => DateRead<T>, label: Label, invalid: () => string) =>
  (v: string, ctx: z.RefinementCtx) => {
    if (v === "") return; // "is required" says it (zod runs every check)
    const r = read(v);
    if (!r.ok) issue(ctx, r.reason === "range" ? outOfRangeMessage(label) : invalid());
  };

const required = (label: Label) => ({ error: () => aboutField(label, F.required) });

/** A required "YYYY-MM-DD" field. */
export const requiredCalendarDate = (label: Label, invalid?: Invalid) =>
  z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .superRefine(dateCheck(readCalendarDate, label, () => invalidText(label, invalid)));

/** An optional "YYYY-MM-DD" field: empty, null or missing becomes null. */
export const optionalCalendarDate = (label: Label, invalid?: Invalid) =>
  z
    .union([z.string(), z.null()], { error: () => invalidText(label, invalid) })
    .optional()
    .transform((v) => v?.trim() || null)
    .superRefine((v, ctx) => {
      if (v !== null) dateCheck(readCalendarDate, label, () => invalidText(label, invalid))(v, ctx);
    });

/** A required local date-time field ("YYYY-MM-DDTHH:mm[:ss]", no zone: the field beside says it). */
export const requiredLocalDateTime = (label: Label) =>
  z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .superRefine(dateCheck(readLocalInRange, label, () => aboutField(label, F.realDateTime)));

/** An optional instant field: empty, null or missing is undefined; else a Date in the range. */
export const optionalInstant = (label: Label) =>
  z
    .union([z.string(), z.null()], { error: () => aboutField(label, F.validDateTime) })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v.trim() === "") return undefined;
      const r = readInstant(v.trim());
      if (r.ok) return r.value;
      issue(
        ctx,
        r.reason === "range" ? outOfRangeMessage(label) : aboutField(label, F.validDateTime),
      );
      return z.NEVER;
    });
