import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { Campaign, CampaignFormValues } from "@/domain/campaigns";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: ["campaigns", "list"] as const,
  tourOptions: ["campaigns", "tour-options"] as const,
};

/** Spec §8: a failed read keeps the server's message, else 'Failed to fetch campaigns'. */
export const campaignsQuery = queryOptions({
  queryKey: campaignKeys.list,
  queryFn: (): Promise<Campaign[]> => unwrap(api.campaigns.$get(), "Failed to fetch campaigns"),
});

export const tourOptionsQuery = queryOptions({
  queryKey: campaignKeys.tourOptions,
  queryFn: () => unwrap(api.campaigns["tour-options"].$get(), "Failed to load your tours"),
});

export const createCampaignMutation = mutationOptions({
  mutationKey: [...campaignKeys.all, "create"],
  mutationFn: (input: CampaignFormValues): Promise<Campaign> =>
    unwrap(api.campaigns.$post({ json: input }), "Failed to create campaign"),
});

export const updateCampaignMutation = mutationOptions({
  mutationKey: [...campaignKeys.all, "update"],
  mutationFn: ({ id, input }: { id: string; input: CampaignFormValues }): Promise<Campaign> =>
    unwrap(api.campaigns[":id"].$put({ param: { id }, json: input }), "Failed to update campaign"),
});

export const deleteCampaignMutation = mutationOptions({
  mutationKey: [...campaignKeys.all, "delete"],
  mutationFn: (id: string) =>
    unwrap(api.campaigns[":id"].$delete({ param: { id } }), "Failed to delete campaign"),
});
