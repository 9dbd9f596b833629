import { type CampaignInput, campaignInputSchema } from "@/domain/marketing/campaigns";

/**
 * A valid campaign with sensible defaults, overridden field by field. It goes through the
 * same schema as the API, so seeds and tests can never build a campaign the app would refuse.
 */
export function campaignFactory(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return campaignInputSchema.parse({
    title: "Tour announcement",
    platform: "Instagram",
    status: "planning",
    description: null,
    budget: "500.00",
    targetReach: 50_000,
    actualReach: 0,
    engagementRate: 0,
    startDate: null,
    endDate: null,
    partnerName: null,
    tourId: null,
    ...overrides,
  });
}
