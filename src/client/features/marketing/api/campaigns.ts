import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { Campaign, CampaignFormValues } from "@/domain/marketing/campaigns";
import type { ShownCampaign } from "@/domain/marketing/reader-shape";

/** docs/product.md §8.3: a failed read keeps the server's message, else 'Failed to fetch campaigns'. */
export const campaignsQuery = queryOptions({
  queryKey: queryKeys.campaigns.list,
  queryFn: (): Promise<ShownCampaign[]> =>
    unwrap(api.campaigns.$get(), {
      id: "marketing.campaigns.fetchCampaignsFailed",
      defaultMessage: "Failed to fetch campaigns",
    }),
});

export const createCampaignMutation = mutationOptions({
  mutationKey: [...queryKeys.campaigns.all, "create"],
  mutationFn: (input: CampaignFormValues): Promise<Campaign> =>
    unwrap(api.campaigns.$post({ json: input }), {
      id: "marketing.campaigns.createCampaignFailed",
      defaultMessage: "Failed to create campaign",
    }),
});

export const updateCampaignMutation = mutationOptions({
  mutationKey: [...queryKeys.campaigns.all, "update"],
  mutationFn: ({ id, input }: { id: string; input: CampaignFormValues }): Promise<Campaign> =>
    unwrap(api.campaigns[":id"].$put({ param: { id }, json: input }), {
      id: "marketing.campaigns.updateCampaignFailed",
      defaultMessage: "Failed to update campaign",
    }),
});

export const deleteCampaignMutation = mutationOptions({
  mutationKey: [...queryKeys.campaigns.all, "delete"],
  mutationFn: (id: string) =>
    unwrap(api.campaigns[":id"].$delete({ param: { id } }), {
      id: "marketing.campaigns.deleteCampaignFailed",
      defaultMessage: "Failed to delete campaign",
    }),
});
