import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdvanceTemplateItem } from "@/domain/logistics/advances";

const t = api["advance-template"];

/** The workspace's advance questions (the owner's and managers'). */
export const advanceTemplateQuery = queryOptions({
  queryKey: queryKeys.logistics.advanceTemplate,
  queryFn: () =>
    unwrap(t.$get(), {
      id: "logistics.advanceTemplate.fetchAdvanceQuestionsFailed",
      defaultMessage: "Failed to fetch the advance questions",
    }),
});

/** Saves the questions; shows not yet advanced read the new ones at once. */
export function useSaveAdvanceTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: AdvanceTemplateItem[]) =>
      unwrap(t.$put({ json: { items } }), {
        id: "logistics.advanceTemplate.saveAdvanceQuestionsFailed",
        defaultMessage: "Failed to save the advance questions",
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.logistics.advanceTemplate, saved);
      // Advances not asked yet read as the template: every tour's may have changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.logistics.all });
    },
  });
}
