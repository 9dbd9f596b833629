import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

/**
 * The account's venue directory: the Tours page lists it, and every venue picker (Add Show,
 * Add Venue) offers it, all under the one `venues` key a venue or show write refreshes.
 */
export const venuesQuery = queryOptions({
  queryKey: queryKeys.venues,
  queryFn: () =>
    unwrap(api.venues.$get(), {
      id: "negotiations.venuesQuery.loadVenuesFailed",
      defaultMessage: "Failed to load your venues",
    }),
});

export type VenueView = Awaited<ReturnType<NonNullable<typeof venuesQuery.queryFn>>>[number];
