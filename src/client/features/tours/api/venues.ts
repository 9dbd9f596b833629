import { mutationOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { VenueFormValues } from "@/domain/tours/venues";

/** The directory itself is read with the venue pickers' query (negotiation/api/venues-query.ts). */
export const saveVenueMutation = mutationOptions({
  mutationFn: ({ id, input }: { id?: string; input: VenueFormValues }) =>
    id
      ? unwrap(api.venues[":venueId"].$put({ param: { venueId: id }, json: input }), {
          id: "tours.venues.saveVenueFailed",
          defaultMessage: "Failed to save the venue",
        })
      : unwrap(api.venues.$post({ json: input }), {
          id: "tours.venues.addVenueFailed",
          defaultMessage: "Failed to add the venue",
        }),
});

export const deleteVenueMutation = mutationOptions({
  mutationFn: (venueId: string) =>
    unwrap(api.venues[":venueId"].$delete({ param: { venueId } }), {
      id: "tours.venues.deleteVenueFailed",
      defaultMessage: "Failed to delete the venue",
    }),
});
