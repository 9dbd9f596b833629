import { type AnswerFields, type Shaped, shapeFor } from "../audience";
import type { Campaign } from "./campaigns";

/**
 * A campaign as a reader may see it (issues 34, 48): artists see what runs where and how it
 * does; its budget and the management's description are not theirs (docs/product.md §17.5).
 */
const CAMPAIGN_FIELDS = {
  id: "everyone",
  tourId: "everyone",
  tourTitle: "everyone",
  title: "everyone",
  platform: "everyone",
  status: "everyone",
  description: "managers",
  budget: "money",
  currency: "everyone",
  targetReach: "everyone",
  actualReach: "everyone",
  engagementRate: "everyone",
  startDate: "everyone",
  endDate: "everyone",
  partnerName: "everyone",
  createdAt: "everyone",
} as const satisfies AnswerFields<Campaign>;

export type ShownCampaign = Shaped<Campaign, typeof CAMPAIGN_FIELDS>;

export const campaignFor = (sees: boolean, campaign: Campaign): ShownCampaign =>
  shapeFor(sees, CAMPAIGN_FIELDS, campaign);
