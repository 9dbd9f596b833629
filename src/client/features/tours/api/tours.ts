import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { TourFormValues } from "@/domain/tours/tours";

/** docs/product.md §13.2: a failed read keeps the server's message, else 'Failed to fetch tour data'. */
export const toursQuery = queryOptions({
  queryKey: queryKeys.tours.list,
  queryFn: () =>
    unwrap(api.tours.$get(), {
      id: "tours.api.fetchTourDataFailed",
      defaultMessage: "Failed to fetch tour data",
    }),
});

export const tourQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.tours.detail(tourId),
    queryFn: () =>
      unwrap(api.tours[":tourId"].$get({ param: { tourId } }), {
        id: "tours.api.fetchTourDataFailed",
        defaultMessage: "Failed to fetch tour data",
      }),
  });

export type TourSummaryView = Awaited<ReturnType<NonNullable<typeof toursQuery.queryFn>>>[number];
export type TourDetail = Awaited<ReturnType<ReturnType<typeof tourQuery>["queryFn"] & {}>>;
export type ShowView = TourDetail["shows"][number];

export const saveTourMutation = mutationOptions({
  mutationFn: ({ id, input }: { id?: string; input: TourFormValues }) =>
    id
      ? unwrap(api.tours[":tourId"].$put({ param: { tourId: id }, json: input }), {
          id: "tours.api.saveTourFailed",
          defaultMessage: "Failed to save the tour",
        })
      : unwrap(api.tours.$post({ json: input }), {
          id: "tours.api.createTourFailed",
          defaultMessage: "Failed to create the tour",
        }),
});

export const deleteTourMutation = mutationOptions({
  mutationFn: (tourId: string) =>
    unwrap(api.tours[":tourId"].$delete({ param: { tourId } }), {
      id: "tours.api.deleteTourFailed",
      defaultMessage: "Failed to delete the tour",
    }),
});
