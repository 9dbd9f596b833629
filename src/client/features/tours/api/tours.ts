import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { ShowFormValues } from "@/domain/shows";
import type { TourFormValues } from "@/domain/tours";
import type { VenueFormValues } from "@/domain/venues";

/** Keys: any tour or venue change also makes the Overview (["overview"]) stale. */
export const tourKeys = {
  all: ["tours"] as const,
  list: ["tours", "list"] as const,
  detail: (id: string) => ["tours", "detail", id] as const,
  venues: ["venues"] as const,
  overview: ["overview"] as const,
};

export const toursQuery = queryOptions({
  queryKey: tourKeys.list,
  queryFn: () => unwrap(api.tours.$get(), "Failed to fetch tour data"),
});

export const tourQuery = (tourId: string) =>
  queryOptions({
    queryKey: tourKeys.detail(tourId),
    queryFn: () =>
      unwrap(api.tours[":tourId"].$get({ param: { tourId } }), "Failed to fetch tour data"),
  });

export const venuesQuery = queryOptions({
  queryKey: tourKeys.venues,
  queryFn: () => unwrap(api.venues.$get(), "Failed to load your venues"),
});

export type TourSummaryView = Awaited<ReturnType<NonNullable<typeof toursQuery.queryFn>>>[number];
export type TourDetail = Awaited<ReturnType<ReturnType<typeof tourQuery>["queryFn"] & {}>>;
export type ShowView = TourDetail["shows"][number];
export type VenueView = Awaited<ReturnType<NonNullable<typeof venuesQuery.queryFn>>>[number];

export const saveTourMutation = mutationOptions({
  mutationFn: ({ id, input }: { id?: string; input: TourFormValues }) =>
    id
      ? unwrap(
          api.tours[":tourId"].$put({ param: { tourId: id }, json: input }),
          "Failed to save the tour",
        )
      : unwrap(api.tours.$post({ json: input }), "Failed to create the tour"),
});

export const deleteTourMutation = mutationOptions({
  mutationFn: (tourId: string) =>
    unwrap(api.tours[":tourId"].$delete({ param: { tourId } }), "Failed to delete the tour"),
});

export const saveShowMutation = mutationOptions({
  mutationFn: ({
    tourId,
    showId,
    input,
  }: {
    tourId: string;
    showId?: string;
    input: ShowFormValues;
  }) =>
    showId
      ? unwrap(
          api.tours[":tourId"].shows[":showId"].$put({ param: { tourId, showId }, json: input }),
          "Failed to save the show",
        )
      : unwrap(
          api.tours[":tourId"].shows.$post({ param: { tourId }, json: input }),
          "Failed to add the show",
        ),
});

export const deleteShowMutation = mutationOptions({
  mutationFn: ({ tourId, showId }: { tourId: string; showId: string }) =>
    unwrap(
      api.tours[":tourId"].shows[":showId"].$delete({ param: { tourId, showId } }),
      "Failed to remove the show",
    ),
});

export const reorderShowsMutation = mutationOptions({
  mutationFn: ({ tourId, showIds }: { tourId: string; showIds: string[] }) =>
    unwrap(
      api.tours[":tourId"].shows.order.$put({ param: { tourId }, json: { showIds } }),
      "Failed to reorder the shows",
    ),
});

export const saveVenueMutation = mutationOptions({
  mutationFn: ({ id, input }: { id?: string; input: VenueFormValues }) =>
    id
      ? unwrap(
          api.venues[":venueId"].$put({ param: { venueId: id }, json: input }),
          "Failed to save the venue",
        )
      : unwrap(api.venues.$post({ json: input }), "Failed to add the venue"),
});

export const deleteVenueMutation = mutationOptions({
  mutationFn: (venueId: string) =>
    unwrap(api.venues[":venueId"].$delete({ param: { venueId } }), "Failed to delete the venue"),
});
