import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { VenueFormValues } from "@/domain/tours/venues";

export const venuesQuery = queryOptions({
  queryKey: queryKeys.venues,
  queryFn: () => unwrap(api.venues.$get(), "Failed to load your venues"),
});

export type VenueView = Awaited<ReturnType<NonNullable<typeof venuesQuery.queryFn>>>[number];

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
