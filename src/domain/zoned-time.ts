/**
 * Local wall-clock times in an IANA time zone ↔ UTC instants, with Intl only (no library):
 * a flight leaves at 09:30 in Chicago and lands at 12:10 in Los Angeles, and both are what
 * the tickets say, for every viewer.
 */

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

function partsIn(instant: Date, tz: string) {
  const fmt = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const p = Object.fromEntries(fmt.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
  };
}

/** "2026-05-01T09:30" in `tz` → the UTC instant, or null when the text is no real local time. */
export function zonedToUtc(local: string, tz: string): Date | null {
  const m = LOCAL_RE.exec(local);
  if (!m || !isTimeZone(tz)) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // The zone's offset at that moment, found by reading the guess back in the zone; twice,
  // for the hour around a daylight-saving change.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = partsIn(new Date(guess), tz);
    const seenUtc = Date.parse(`${seen.date}T${seen.time}:00Z`);
    guess += asUtc - seenUtc;
  }
  return new Date(guess);
}

/** The instant as local "YYYY-MM-DD" and "HH:MM" in `tz`. */
export function utcToZoned(instant: Date | string, tz: string): { date: string; time: string } {
  return partsIn(new Date(instant), tz);
}

/** For a form: "YYYY-MM-DDTHH:MM" in `tz`. */
export const toLocalInput = (instant: Date | string, tz: string) => {
  const z = utcToZoned(instant, tz);
  return `${z.date}T${z.time}`;
};
