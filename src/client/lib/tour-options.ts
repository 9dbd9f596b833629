import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

/**
 * The account's tours as every picker offers them (HCC Manager's Add Venue, Logistics &
 * Finances, Merch, Marketing): one request, one key under `tours`, so every tour write
 * (which invalidates `tours`) refreshes them all. docs/product.md §13.2's message when it fails.
 */
export const tourOptionsQuery = queryOptions({
  queryKey: queryKeys.tours.options,
  queryFn: () =>
    unwrap(api.tours.options.$get(), {
      id: "app.tourOptions.fetchTourDataFailed",
      defaultMessage: "Failed to fetch tour data",
    }),
});

export type TourOption = Awaited<ReturnType<NonNullable<typeof tourOptionsQuery.queryFn>>>[number];
