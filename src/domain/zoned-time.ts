/**
 * Local wall-clock times in an IANA time zone ↔ UTC instants, with Intl only (no library):
 * a flight leaves at 09:30 in Chicago and lands at 12:10 in Los Angeles, and both are what
 * the tickets say, for every viewer.
 */

import { readLocalDateTime, utcMillis } from "./calendar-day";

export function isTimeZone(tz: string): boolean {
  if (tz.length === 0) return false;
  // A zone's formatter is kept once made (below): asking again costs a lookup, not a new
  // Intl.DateTimeFormat (a third of a millisecond; 5,000 public shows took 1.5 s).
  try {
    formatIn(tz);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * One formatter per zone, kept: building an Intl.DateTimeFormat costs a third of a
 * millisecond, and a tour's ledger reads the local date of every travel leg (issue 22's
 * bench: 200 legs took 67 ms of a 50 ms budget). Only zones Intl accepted are kept; Intl
 * also accepts other spellings of a zone ("america/chicago"), so the map is capped.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(tz: string) {
  let fmt = formats.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (formats.size >= 1000) formats.clear();
    formats.set(tz, fmt);
  }
  return fmt;
}

/** The wall clock in `tz` at `instant`, as numbers (years BC negative, as ISO counts them). */
function wallClock(instant: Date, tz: string) {
  const p = Object.fromEntries(
    formatIn(tz)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  const year = p.era === "BC" || p.era === "B" ? 1 - Number(p.year) : Number(p.year);
  return {
    year,
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

function partsIn(instant: Date, tz: string) {
  const w = wallClock(instant, tz);
  return {
    date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

/**
 * "2026-05-01T09:30" in `tz` → the UTC instant, or null when the text is no real local time.
 * Every step is in numbers with `utcMillis`, so a year 0–99 is never read as 19xx and a year
 * whose instant has five digits (9999-12-31 in Etc/GMT+12) never reaches `Date.parse`. The
 * schemas keep inputs inside the date range (date-bounds.ts); this stays correct outside it.
 */
export function zonedToUtc(local: string, tz: string): Date | null {
  const p = readLocalDateTime(local);
  if (!p || !isTimeZone(tz)) return null;
  const asUtc = utcMillis(p.year, p.month, p.day, p.hour, p.minute, p.second);
  // The zone's offset at that moment, found by reading the guess back in the zone; twice,
  // for the hour around a daylight-saving change.
  let guess = asUtc;
  for (let i = 0; i < 2 && Number.isFinite(guess); i++) {
    const w = wallClock(new Date(guess), tz);
    guess += asUtc - utcMillis(w.year, w.month, w.day, w.hour, w.minute, w.second);
  }
  return Number.isFinite(guess) ? new Date(guess) : null;
}

/**
 * Stored instants read in their zones before, kept: the answer never changes (a process's
 * zone data is fixed), and a big tour's ledger reads the local day of each of its hundreds
 * of legs on every read after a write, ~7 µs each through Intl. Capped like `formats`.
 */
const zonedKept = new Map<string, { date: string; time: string }>();

/** The instant as local "YYYY-MM-DD" and "HH:MM" in `tz`. */
export function utcToZoned(instant: Date | string, tz: string): { date: string; time: string } {
  if (typeof instant !== "string") return partsIn(new Date(instant), tz);
  const key = `${tz}\n${instant}`;
  let zoned = zonedKept.get(key);
  if (!zoned) {
    zoned = partsIn(new Date(instant), tz);
    if (zonedKept.size >= 10_000) zonedKept.clear();
    zonedKept.set(key, zoned);
  }
  // A copy: the kept one is never the caller's to change.
  return { date: zoned.date, time: zoned.time };
}

/** For a form: "YYYY-MM-DDTHH:MM" in `tz`. */
export const toLocalInput = (instant: Date | string, tz: string) => {
  const z = utcToZoned(instant, tz);
  return `${z.date}T${z.time}`;
};
