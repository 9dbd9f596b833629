import { mutationOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { VenueFormValues } from "@/domain/tours/venues";

/** The directory itself is read with the venue pickers' query (negotiation/api/venues-query.ts). */
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
