import type { Campaign, CampaignFormValues } from "@/domain/marketing/campaigns";
import { moneyForEditing } from "@/domain/money";

/** A blank form: text fields empty, status at the spec's default. */
export const emptyCampaignForm = {
  title: "",
  platform: "",
  status: "planning",
  description: "",
  budget: "",
  targetReach: "",
  actualReach: "",
  engagementRate: "",
  startDate: "",
  endDate: "",
  partnerName: "",
  tourId: "",
} satisfies CampaignFormValues;

/** A stored campaign as form text (null becomes an empty field). */
export function campaignToForm(c: Campaign): CampaignFormValues {
  return {
    title: c.title,
    platform: c.platform,
    status: c.status,
    description: c.description ?? "",
    budget: moneyForEditing(c.budget),
    targetReach: String(c.targetReach),
    actualReach: String(c.actualReach),
    engagementRate: String(c.engagementRate),
    startDate: c.startDate ?? "",
    endDate: c.endDate ?? "",
    partnerName: c.partnerName ?? "",
    tourId: c.tourId ?? "",
  };
}
