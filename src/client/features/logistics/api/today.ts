import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

/** The viewer's own calendar date: which show is "today" is theirs to say. */
export const localDate = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/**
 * Today's show (or the next) as its day sheet, and what waits. A GET like any other: the
 * service worker keeps its answer, so it opens offline like the day sheet (ADR 0018).
 */
export const todayQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.logistics.today(date),
    queryFn: () =>
      unwrap(api.today.$get({ query: { date } }), {
        id: "logistics.today.loadTodayFailed",
        defaultMessage: "Could not load today",
      }),
  });
