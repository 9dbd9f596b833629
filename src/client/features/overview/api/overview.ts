import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { earlyOr } from "@/client/lib/early-requests";
import { queryKeys } from "@/client/lib/query-keys";

/** The whole Overview in one request; tour, show and venue changes invalidate ["overview"]. */
export const overviewQuery = queryOptions({
  queryKey: queryKeys.overview,
  // docs/product.md §13.2: a failure keeps the server's message, or 'Failed to fetch tour data'.
  // On a first load of /dashboard the HTML has already asked for it, or carries it (a page the
  // server rendered): lib/early-requests.ts.
  queryFn: () =>
    unwrap(
      earlyOr("overview", () => api.overview.$get()),
      { id: "app.logistics.toursFailed", defaultMessage: "Failed to fetch tour data" },
    ),
});

export type OverviewData = Awaited<ReturnType<NonNullable<typeof overviewQuery.queryFn>>>;
