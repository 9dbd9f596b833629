import { isCalendarDate } from "./calendar-day";
import { formatLocale } from "./i18n/format-locale";
import { INTL_LOCALE, type Locale } from "./i18n/locales";
import { utcToZoned } from "./zoned-time";

/**
 * The one way Tribe writes times and dates (issue 47), on screen, in PDFs, mail and
 * notifications alike — Today read "Load-in 14:30" in a notice above "2:30 PM", a day sheet
 * was 12-hour on screen and 24-hour in its PDF, and dates came as "12/31/2026", "1 Dec 2026"
 * and "Dec 1, 2026". Nothing else in src calls toLocaleDateString/toLocaleTimeString or
 * builds an Intl.DateTimeFormat (tests/architecture/date-formatting.test.ts).
 *
 * - A time follows the person's clock (Settings → Clock, `user.time_format`): "19:30" or
 *   "7:30 PM". Unset reads 24-hour everywhere: a PDF or a mail is written on the server, which
 *   has no device to ask, and the screen must say what the printout says.
 * - A date is "May 1, 2026" (en-US, as docs/product.md writes them: 'Dec 5, 2026'); a month
 *   and day alone "May 1"; a month "May 2026".
 * - An instant is its date and time in a time zone: "May 1, 2026, 19:30".
 * - In Spanish and German (formatLocale(), issue 55 item 4) dates are Intl's for the same
 *   option set, in es-ES and de-DE: "1 may 2026", "1. Mai 2026"; a 12-hour clock "7:30 p. m."
 *   and "7:30 PM". English stays hand-written: no Intl on its first load (decision 10).
 */

type OtherLocale = Exclude<Locale, "en">;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An Intl.DateTimeFormat in UTC for `locale`, made once per locale and option set (`key`). */
function localeDates(
  locale: OtherLocale,
  key: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = `${locale}|${key}`;
  let f = dateFormats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
    dateFormats.set(id, f);
  }
  return f;
}

const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/** Midnight UTC of a calendar day; setUTCFullYear, not Date.UTC: a year below 100 stays. */
function utcDay(y: number, m: number, d: number): Date {
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return day;
}

/** A person's 12/24-hour choice; null or undefined when they never chose. */
export type ClockChoice = "12h" | "24h" | null | undefined;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Month names as dates are written out in full (a contract's dates, a month heading). */
export const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A wall-clock "HH:MM" in the person's clock: "19:30", or "7:30 PM" for 12-hour. */
export function formatClock(hhmm: string, clock: ClockChoice): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m || clock !== "12h") return hhmm;
  const h = Number(m[1]);
  const locale = formatLocale();
  if (locale !== "en") {
    const at = new Date(0);
    at.setUTCHours(h, Number(m[2]));
    return localeDates(locale, "clock12", {
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
    }).format(at);
  }
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * The device's own clock, for a page whose reader has no account and so no choice of theirs:
 * the venue's advance link, whose time inputs show the device's clock, reads its answers the
 * same way ("07:00 PM" above "7:00 PM", not "19:00").
 */
export function deviceClock(): "12h" | "24h" {
  const hour12 =
    typeof Intl !== "undefined" &&
    new Intl.DateTimeFormat(undefined, { hour: "numeric" }).resolvedOptions().hour12 === true;
  return hour12 ? "12h" : "24h";
}

const partsOf = (value: string) => {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return { y, m, d };
};

/**
 * A calendar date ("2026-05-01") → "May 1, 2026" for every viewer: show and tour dates are
 * days, never instants, so no time zone moves them. Missing or not a date → "".
 */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !isCalendarDate(value)) return "";
  const { y, m, d } = partsOf(value);
  const locale = formatLocale();
  if (locale !== "en") return localeDates(locale, "date", DATE).format(utcDay(y, m, d));
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * "2026-07-04" → "Sat, Jul 4, 2026": a day as a poster lists it (the public dates page);
 * "Sa., 4. Juli 2026", "sáb, 4 jul 2026".
 */
export function formatWeekdayDate(value: string): string {
  const date = formatCalendarDate(value);
  if (!date) return "";
  const { y, m, d } = partsOf(value);
  const day = utcDay(y, m, d);
  const locale = formatLocale();
  if (locale !== "en")
    return localeDates(locale, "weekdayDate", { ...DATE, weekday: "short" }).format(day);
  return `${WEEKDAYS[day.getUTCDay()]}, ${date}`;
}

/**
 * The short names of the week's days in the locale, from `weekStart` (0 Sunday, 1 Monday):
 * a calendar's header row. "Sun" … "Sat" in English, "Mo" … "So" in German, "lun" … "dom".
 */
export function weekdayNames(weekStart: 0 | 1): string[] {
  const locale = formatLocale();
  const names =
    locale === "en"
      ? WEEKDAYS
      : // 2026-03-01 was a Sunday.
        WEEKDAYS.map((_, i) =>
          localeDates(locale, "weekday", { weekday: "short" }).format(utcDay(2026, 3, 1 + i)),
        );
  return [...names.slice(weekStart), ...names.slice(0, weekStart)];
}

const LONG_WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** Weekday `day` (0 Sunday) by name in the person's language: "Monday", short "Mon". */
export function weekdayName(day: number, width: "long" | "short" = "long"): string {
  const locale = formatLocale();
  if (locale === "en") return (width === "long" ? LONG_WEEKDAYS : WEEKDAYS)[day] ?? "";
  // 2026-03-01 was a Sunday.
  return localeDates(locale, `weekday-${width}`, { weekday: width }).format(
    utcDay(2026, 3, 1 + day),
  );
}

/** "2026-05-01" → "May 1": a date within the season, where the year goes without saying. */
export function formatMonthDay(value: string): string {
  if (!isCalendarDate(value)) return "";
  const { y, m, d } = partsOf(value);
  const locale = formatLocale();
  if (locale !== "en")
    return localeDates(locale, "monthDay", { day: "numeric", month: "short" }).format(
      utcDay(y, m, d),
    );
  return `${MONTHS[m - 1]} ${d}`;
}

/**
 * "2026-05" or "2026-05-01" → "May 2026" (a chart's month); `long` writes the month out:
 * "September 2026" ("September 2026", "septiembre de 2026").
 */
export function formatMonth(value: string, { long = false } = {}): string {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  if (!m) return "";
  const month = Number(m[2]);
  if (month < 1 || month > 12) return "";
  const locale = formatLocale();
  if (locale !== "en")
    return localeDates(locale, long ? "longMonth" : "month", {
      month: long ? "long" : "short",
      year: "numeric",
    }).format(utcDay(Number(m[1]), month, 1));
  return `${(long ? LONG_MONTHS : MONTHS)[month - 1]} ${m[1]}`;
}

/**
 * "May 1, 2026 – May 20, 2026", one side alone, or "Dates to be set". Spanish and German
 * write a range as their calendars do: "1.–20. Mai 2026", "1–20 may 2026".
 */
export function formatDateRange(start: string | null, end: string | null): string {
  const a = formatCalendarDate(start);
  const b = formatCalendarDate(end);
  if (a && b) {
    if (a === b) return a;
    const locale = formatLocale();
    // A range given backwards keeps its two dates as they are: Intl would fold them wrongly.
    if (locale !== "en" && start! < end!) {
      const from = partsOf(start!);
      const to = partsOf(end!);
      return localeDates(locale, "date", DATE).formatRange(
        utcDay(from.y, from.m, from.d),
        utcDay(to.y, to.m, to.d),
      );
    }
    return `${a} – ${b}`;
  }
  return a || b || "Dates to be set";
}

/** The device's own time zone; UTC where there is none to read (a server). */
export const deviceTimeZone = (): string => {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

/** The calendar date an instant falls on in `timeZone`: "2026-12-01". */
export const dateIn = (instant: Date | string, timeZone: string): string =>
  utcToZoned(instant, timeZone).date;

/** The day an instant falls on in `timeZone`, as a date reads: "Dec 1, 2026". */
export const formatDayOf = (instant: Date | string, timeZone: string): string =>
  formatCalendarDate(dateIn(instant, timeZone));

/** An instant as its date and the person's clock in `timeZone`: "Dec 1, 2026, 14:30". */
export function formatInstant(
  instant: Date | string,
  clock: ClockChoice,
  timeZone: string,
): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return "";
  const { date, time } = utcToZoned(at, timeZone);
  return `${formatCalendarDate(date)}, ${formatClock(time, clock)}`;
}
