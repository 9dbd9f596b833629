import { withHidden } from "../hidden";
import type { Campaign } from "./campaigns";

/**
 * A campaign as a reader may see it (issue 34): artists see what runs where and how it does;
 * its budget and spend and the management's description are not theirs (docs/product.md §17.5).
 */
const CAMPAIGN_HIDDEN_KEYS = ["budget", "description"] as const;

export const campaignFor = (sees: boolean, campaign: Campaign) =>
  withHidden(sees, campaign, CAMPAIGN_HIDDEN_KEYS);

export type ShownCampaign = ReturnType<typeof campaignFor>;
