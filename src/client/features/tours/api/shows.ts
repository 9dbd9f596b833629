import { mutationOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { EditShowValues, NewShowValues } from "@/domain/negotiations/show-negotiation";

/** /tours/:tourId/shows — a tour's shows are read with the tour (see tourQuery). */
export const saveShowMutation = mutationOptions({
  mutationFn: ({
    tourId,
    showId,
    input,
  }: {
    tourId: string;
    showId?: string;
    /** Editing sends no status: that moves by a transition of the negotiation. */
    input: NewShowValues | EditShowValues;
  }) =>
    showId
      ? unwrap(
          api.tours[":tourId"].shows[":showId"].$put({
            param: { tourId, showId },
            json: input as EditShowValues,
          }),
          { id: "tours.shows.saveShowFailed", defaultMessage: "Failed to save the show" },
        )
      : unwrap(
          api.tours[":tourId"].shows.$post({ param: { tourId }, json: input as NewShowValues }),
          { id: "tours.shows.addShowFailed", defaultMessage: "Failed to add the show" },
        ),
});

export const deleteShowMutation = mutationOptions({
  mutationFn: ({ tourId, showId }: { tourId: string; showId: string }) =>
    unwrap(api.tours[":tourId"].shows[":showId"].$delete({ param: { tourId, showId } }), {
      id: "tours.shows.removeShowFailed",
      defaultMessage: "Failed to remove the show",
    }),
});

export const reorderShowsMutation = mutationOptions({
  mutationFn: ({ tourId, showIds }: { tourId: string; showIds: string[] }) =>
    unwrap(api.tours[":tourId"].shows.order.$put({ param: { tourId }, json: { showIds } }), {
      id: "tours.shows.reorderShowsFailed",
      defaultMessage: "Failed to reorder the shows",
    }),
});
