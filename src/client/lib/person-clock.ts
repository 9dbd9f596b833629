import type { TimeFormat } from "@/domain/account/profile";
import {
  type ClockChoice,
  deviceTimeZone,
  formatClock,
  formatDayOf,
  formatInstant,
} from "@/domain/date-time";
import { rememberedUserId } from "../offline/saved-answers";

/**
 * The person's clock (Settings → Clock) for every time the client writes, through the one
 * formatter (domain/date-time.ts). Instants read in the device's time zone. Kept here, not
 * only in the profile's query, so helpers outside a component (an audit line, a receipt) read
 * the same clock as the day sheet: set whenever the profile is read or saved, and remembered
 * on the device, so offline a saved day sheet reads times as they chose.
 */
const CLOCK_KEY = "tribe_clock";

let known: ClockChoice | undefined;

export function rememberedClock(): TimeFormat | null {
  try {
    const saved = JSON.parse(localStorage.getItem(CLOCK_KEY) ?? "null") as {
      userId?: unknown;
      format?: unknown;
    } | null;
    const userId = rememberedUserId();
    if (!saved || !userId || saved.userId !== userId) return null;
    return saved.format === "12h" || saved.format === "24h" ? saved.format : null;
  } catch {
    return null;
  }
}

/** The profile was read or saved: its clock is the one from now on, here and offline. */
export function notePersonClock(format: TimeFormat | null) {
  known = format;
  const userId = rememberedUserId();
  if (!userId) return;
  try {
    localStorage.setItem(CLOCK_KEY, JSON.stringify({ userId, format }));
  } catch {
    // Storage full or refused: offline, times read 24-hour.
  }
}

const personClock = (): ClockChoice => (known !== undefined ? known : rememberedClock());

/** "19:30" or "7:30 PM", as this person reads times. */
export const clockText = (hhmm: string) => formatClock(hhmm, personClock());

/** "Dec 1, 2026, 14:30": an instant in this person's clock and the device's zone. */
export const instantText = (iso: string | Date) =>
  formatInstant(iso, personClock(), deviceTimeZone());

/** "Dec 1, 2026": the day an instant falls on in the device's zone. */
export const dayText = (iso: string | Date) => formatDayOf(iso, deviceTimeZone());
