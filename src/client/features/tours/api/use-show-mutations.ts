import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { deleteShowMutation, reorderShowsMutation, saveShowMutation } from "./shows";
import type { TourDetail } from "./tours";

/**
 * A show changes its tour's page and list counts, the venue directory's counts, the Overview,
 * and its tour's money (the deal's date, the route's road rows: docs/product.md §18.4).
 */
function useInvalidateAfterShowWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.venues });
    void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    void queryClient.invalidateQueries({ queryKey: queryKeys.finances.all });
  };
}

export function useSaveShow() {
  const invalidate = useInvalidateAfterShowWrite();
  return useMutation({ ...saveShowMutation, onSuccess: invalidate });
}

export function useDeleteShow() {
  const invalidate = useInvalidateAfterShowWrite();
  return useMutation({ ...deleteShowMutation, onSuccess: invalidate });
}

/**
 * Moves the rows at once; the server's answer settles the order, and a failure puts the
 * previous order back.
 */
export function useReorderShows(tourId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.tours.detail(tourId);
  return useMutation({
    ...reorderShowsMutation,
    onMutate: async ({ showIds }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TourDetail>(key);
      if (before) {
        const byId = new Map(before.shows.map((s) => [s.id, s]));
        const next = showIds.map((id, i) => ({ ...byId.get(id)!, orderInTour: i + 1 }));
        queryClient.setQueryData<TourDetail>(key, { ...before, shows: next });
      }
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TourDetail>(key, (d) => (d ? { ...d, shows: saved } : d));
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) queryClient.setQueryData(key, ctx.before);
    },
  });
}
