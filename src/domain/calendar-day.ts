/**
 * Calendar days and wall times read by their digits, with no validation library: the screens
 * that only show dates (the Overview first of all) must not download zod for them
 * (tests/architecture/overview-weight.test.ts). What a client may send is date-bounds.ts,
 * which builds on these.
 */
/** UTC milliseconds of a wall time, for any year 0–9999: `Date.UTC` alone reads 0–99 as 19xx. */
export function utcMillis(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) {
  const t = new Date(Date.UTC(2000, 0, 1, h, mi, s, ms));
  t.setUTCFullYear(y, mo - 1, d);
  return t.getTime();
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day of the calendar PostgreSQL and people use: it has no year 0 (1 BC came before 1 AD). */
function isRealDay(y: number, mo: number, d: number): boolean {
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= (mo === 2 && isLeap(y) ? 29 : MONTH_DAYS[mo - 1]!);
}

export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const DATE = String.raw`(\d{4})-(\d{2})-(\d{2})`;
const TIME = String.raw`(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?`;
export const DATE_RE = new RegExp(`^${DATE}$`);
const LOCAL_RE = new RegExp(`^${DATE}T(\\d{2}):(\\d{2})(?::(\\d{2}))?$`);
export const INSTANT_RE = new RegExp(`^${DATE}T${TIME}(Z|[+-]\\d{2}:\\d{2})$`);

export function toParts(m: RegExpExecArray): DateTimeParts | null {
  // Groups: year, month, day, then hour, minute, second when the form has them.
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((g) => Number(g ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((m[7] ?? "").padEnd(3, "0").slice(0, 3));
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, ms };
}

/** "YYYY-MM-DD" on a real calendar day, any year 0001–9999 (display of stored rows). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  return m !== null && toParts(m) !== null;
}

/** "YYYY-MM-DDTHH:mm[:ss]", a wall-clock time without a zone; null when it is none. */
export function readLocalDateTime(value: string): DateTimeParts | null {
  const m = LOCAL_RE.exec(value);
  return m && toParts(m);
}
