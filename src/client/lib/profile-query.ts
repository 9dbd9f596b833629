import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { formatClock } from "@/domain/date-time";
import { api, unwrap } from "./api-client";
import { notePersonClock, rememberedClock } from "./person-clock";
import { queryKeys } from "./query-keys";

/** The signed-in person's profile: Settings edits it, every page reads their clock from it. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: async () => {
    const profile = await unwrap(api.profile.$get(), {
      id: "app.profileQuery.loadProfileFailed",
      defaultMessage: "Failed to load your profile",
    });
    notePersonClock(profile.timeFormat);
    return profile;
  },
});

/**
 * "HH:MM" as this person reads times, 12- or 24-hour (issue 38); 24-hour until chosen, as
 * their PDFs and mail (domain/date-time.ts). Offline, the clock last read for them (the
 * profile is read before the service worker keeps answers, so it may not be saved).
 */
export function useClock() {
  const profile = useQuery(profileQuery).data;
  const format = profile ? profile.timeFormat : rememberedClock();
  useEffect(() => {
    if (profile) notePersonClock(profile.timeFormat);
  }, [profile]);
  return (hhmm: string) => formatClock(hhmm, format);
}
