import { queryOptions, useQuery } from "@tanstack/react-query";
import { formatClock } from "@/domain/format";
import { api, unwrap } from "./api-client";
import { queryKeys } from "./query-keys";

/** The signed-in person's profile: Settings edits it, every page reads their clock from it. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => unwrap(api.profile.$get(), "Failed to load your profile"),
});

/** "HH:MM" as this person reads times, 12- or 24-hour (issue 38); the device's until chosen. */
export function useClock() {
  const format = useQuery(profileQuery).data?.timeFormat ?? null;
  return (hhmm: string) => formatClock(hhmm, format);
}
