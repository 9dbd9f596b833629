import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { TimeFormat } from "@/domain/account/profile";
import { formatClock } from "@/domain/format";
import { rememberedUserId } from "../offline/saved-answers";
import { api, unwrap } from "./api-client";
import { queryKeys } from "./query-keys";

/** The signed-in person's profile: Settings edits it, every page reads their clock from it. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => unwrap(api.profile.$get(), "Failed to load your profile"),
});

/**
 * The clock last read for this person, kept on the device: offline, a day sheet opened from
 * its saved copy reads times as they chose, not as the device does (the profile is read
 * before the service worker keeps answers, so it may not be saved).
 */
const CLOCK_KEY = "tribe_clock";

function rememberedClock(): TimeFormat | null {
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

/** "HH:MM" as this person reads times, 12- or 24-hour (issue 38); the device's until chosen. */
export function useClock() {
  const profile = useQuery(profileQuery).data;
  const format = profile ? profile.timeFormat : rememberedClock();
  useEffect(() => {
    const userId = rememberedUserId();
    if (!profile || !userId) return;
    try {
      localStorage.setItem(CLOCK_KEY, JSON.stringify({ userId, format: profile.timeFormat }));
    } catch {
      // Storage full or refused: the device's clock is used offline.
    }
  }, [profile]);
  return (hhmm: string) => formatClock(hhmm, format);
}
