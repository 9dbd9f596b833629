import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { financeWrites } from "./finance";

type Writes = typeof financeWrites;

/**
 * Every money write of a tour changes its one overview (cards, lists, breakdowns, budgets),
 * so each refetches it. A deal is also the show's money on the tour's page and in HCC (and
 * HCC's "no deal" hints), so those caches are refreshed too; the day sheet sits under the
 * tour's finance key.
 */
export function useFinanceMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.finance.all, name],
    mutationFn: financeWrites[name] as (input: Parameters<Writes[K]>[0]) => ReturnType<Writes[K]>,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.tour(input.tourId) });
      if (name.includes("Deal")) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.negotiations.all });
      }
    },
  });
}
