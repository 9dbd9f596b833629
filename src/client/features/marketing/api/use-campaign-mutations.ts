import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import {
  campaignsQuery,
  createCampaignMutation,
  deleteCampaignMutation,
  updateCampaignMutation,
} from "./campaigns";

/** The Overview's Marketing Campaign progress counts campaigns too. */
function invalidateAfterCampaignWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.list });
  void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
}

/**
 * The list changes at once (docs/product.md §8.1: a created campaign is prepended, an edit replaces its
 * row in place, a delete removes it), then is refetched in the background to stay true.
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCampaignMutation,
    onSuccess: (created) => {
      queryClient.setQueryData(campaignsQuery.queryKey, (list) => [created, ...(list ?? [])]);
      invalidateAfterCampaignWrite(queryClient);
    },
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCampaignMutation,
    onSuccess: (updated) => {
      queryClient.setQueryData(campaignsQuery.queryKey, (list) =>
        list?.map((c: Campaign) => (c.id === updated.id ? updated : c)),
      );
      invalidateAfterCampaignWrite(queryClient);
    },
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCampaignMutation,
    onSuccess: ({ id }) => {
      queryClient.setQueryData(campaignsQuery.queryKey, (list) => list?.filter((c) => c.id !== id));
      invalidateAfterCampaignWrite(queryClient);
    },
  });
}
