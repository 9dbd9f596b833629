import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { deleteVenueMutation, saveVenueMutation } from "./venues";

/** Venue names and capacities also show on tours, their shows and the Overview. */
function useInvalidateAfterVenueWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.venues });
    void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
  };
}

export function useSaveVenue() {
  const invalidate = useInvalidateAfterVenueWrite();
  return useMutation({ ...saveVenueMutation, onSuccess: invalidate });
}

export function useDeleteVenue() {
  const invalidate = useInvalidateAfterVenueWrite();
  return useMutation({ ...deleteVenueMutation, onSuccess: invalidate });
}
