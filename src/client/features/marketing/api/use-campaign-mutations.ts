import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Campaign } from "@/domain/campaigns";
import {
  campaignKeys,
  campaignsQuery,
  createCampaignMutation,
  deleteCampaignMutation,
  updateCampaignMutation,
} from "./campaigns";

/**
 * The list changes at once (spec §7: a created campaign is prepended, an edit replaces its
 * row in place, a delete removes it), then is refetched in the background to stay true.
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCampaignMutation,
    onSuccess: (created) => {
      queryClient.setQueryData(campaignsQuery.queryKey, (list) => [created, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
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
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
    },
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCampaignMutation,
    onSuccess: ({ id }) => {
      queryClient.setQueryData(campaignsQuery.queryKey, (list) => list?.filter((c) => c.id !== id));
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
    },
  });
}
