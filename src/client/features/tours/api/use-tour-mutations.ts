import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { deleteTourMutation, saveTourMutation } from "./tours";

/**
 * A tour's title, dates, status and cost show on the tour pages, the Overview and exports;
 * `tours` also holds every area's tour picker (queryKeys.tours.options).
 */
export function useSaveTour() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveTourMutation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    },
  });
}

export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteTourMutation,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.tours.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
      // Campaigns that promoted the tour lose the link (ON DELETE SET NULL).
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all });
    },
  });
}
