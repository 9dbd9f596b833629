import { z } from "zod";
import { requiredCalendarDate } from "../date-bounds";
import { HOUR_MS } from "../durations";
import { excelCsvQuerySchema } from "../exports";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { utcDateStamp } from "../tour-timing";
import { SETLISTS_REFUSALS as R } from "./refusals";
import { isSocietyCode, SOCIETIES, SOCIETY_CODES, type SocietyCode } from "./societies";

/**
 * The filing of performance reports (issue 50 item 4): which societies the band files with,
 * the period a report covers, and a show's report marked filed. One schema per input, read by
 * the routes and the Filing tab alike.
 */

/** A quarter or a year; a longer period is a bigger report than anyone files at once. */
const MAX_PERIOD_DAYS = 366;
export const MAX_REFERENCE = 100;

const CHOICES = SOCIETY_CODES.join(", ");
const unknownSociety = (code: string) => say(R.unknownSociety, { code, choices: CHOICES });
const chooseSociety = () => say(R.chooseSociety, { choices: CHOICES });

/** A society's code as sent (case aside), or the message naming it. */
const societyCode = z
  .string({ error: chooseSociety })
  .trim()
  .transform((v, ctx) => {
    const code = v.toUpperCase();
    if (isSocietyCode(code)) return code;
    ctx.addIssue({
      code: "custom",
      message: v === "" ? chooseSociety() : unknownSociety(v),
    });
    return z.NEVER;
  });

export const societyParamSchema = z.object({ society: societyCode });

export const setlistSettingsSchema = z.object({
  societies: z
    .array(societyCode, { error: () => say(R.societiesListCodes) })
    .max(SOCIETY_CODES.length * 2, refusal(R.chooseSocietyOnce))
    // Once each, in the table's order: the tab lists them as the table does.
    .transform((codes) => SOCIETY_CODES.filter((c) => codes.includes(c))),
});

const DAY_MS = 24 * HOUR_MS;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

export const filingQuerySchema = z
  .object({
    society: societyCode,
    from: requiredCalendarDate(R.from),
    to: requiredCalendarDate(R.to),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: say(R.toOnOrAfterFrom) });
    } else if (daysBetween(q.from, q.to) >= MAX_PERIOD_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: say(R.reportAtMostYear, { days: MAX_PERIOD_DAYS }),
      });
    }
  });
export type FilingQuery = z.infer<typeof filingQuerySchema>;

/** The report's CSV takes `excel` too (ADR 0004): the period's checks hold as they are. */
export const filingCsvQuerySchema = filingQuerySchema.safeExtend(excelCsvQuerySchema.shape);

export const filingInputSchema = z.object({
  filedOn: requiredCalendarDate(R.filedOn),
  reference: z
    .string({ error: () => say(R.referenceText) })
    .trim()
    .max(MAX_REFERENCE, { error: () => say(R.referenceMax, { max: MAX_REFERENCE }) })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type FilingInput = z.input<typeof filingInputSchema>;

/**
 * The latest date it is anywhere at `now` (UTC+14): a band in Auckland files "today" while
 * the server's UTC date is still yesterday, and that is not a date in the future.
 */
const latestToday = (now: Date) => utcDateStamp(new Date(now.getTime() + 14 * HOUR_MS));

/** Why a filing date cannot be right for a show on `showDate`, or nothing. */
export function filedOnProblem(filedOn: string, showDate: string, now: Date): string | undefined {
  if (filedOn > latestToday(now)) return "Filed on can't be in the future";
  if (filedOn < showDate) return "Filed on can't be before the show";
  return undefined;
}

/** A show's report as filed with one society. */
export interface Filing {
  showId: string;
  society: SocietyCode;
  filedOn: string | null;
  reference: string | null;
}

/** Why a society does not take a show in this country, or nothing. */
export const outsideTerritory = (code: SocietyCode, countryName: string) =>
  `${SOCIETIES[code].name} doesn't take shows in ${countryName}: ${SOCIETIES[code].territoryText}`;
