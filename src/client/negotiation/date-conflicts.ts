import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { isCalendarDate } from "@/domain/date-bounds";
import { confirmedShowWarning } from "@/domain/negotiations/calendar";

/**
 * "You already have a confirmed show on Mar 3 (Neon Owl)" while a show's date is typed, in
 * Add Show, Edit Show and the HCC Manager's Add Venue: read from the calendar endpoint for
 * that one day (every tour's shows), under the calendar's own cache key, so a confirmation
 * anywhere refreshes it.
 */
export function useConfirmedShowWarning(
  date: string | null | undefined,
  exceptId?: string,
): string | null {
  const day = date && isCalendarDate(date) ? date : "";
  const query = useQuery({
    queryKey: queryKeys.negotiations.calendar(day, day),
    queryFn: () =>
      unwrap(api.negotiations.calendar.$get({ query: { from: day, to: day } }), {
        id: "negotiations.dateConflicts.failed",
        defaultMessage: "Failed to check the date",
      }),
    enabled: day !== "",
    staleTime: 30_000,
  });
  return day ? confirmedShowWarning(query.data ?? [], day, exceptId) : null;
}

/** The warning's box, announced as it appears. */
export const CONFLICT_WARNING_CLASS =
  "rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950";
