import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { financesWrites } from "./finances";

type Writes = typeof financesWrites;

/**
 * Every money write of a tour changes its one overview (cards, lists, breakdowns, budgets),
 * so each refetches it. A deal is also the show's money on the tour's page and in HCC (and
 * HCC's "no deal" hints), so those caches are refreshed too, and so is the tour's day sheet,
 * which prints the show's money.
 */
export function useFinancesMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.finances.all, name],
    mutationFn: financesWrites[name] as (input: Parameters<Writes[K]>[0]) => ReturnType<Writes[K]>,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.finances.tour(input.tourId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.logistics.tour(input.tourId) });
      if (name.includes("Deal")) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.negotiations.all });
      }
    },
  });
}
