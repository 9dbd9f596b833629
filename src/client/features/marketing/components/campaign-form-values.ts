import { shownOr } from "@/domain/hidden";
import type { CampaignFormValues } from "@/domain/marketing/campaigns";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { moneyForEditing } from "@/domain/money";

/** A blank form: text fields empty, status at the spec's default. */
export const emptyCampaignForm = {
  title: "",
  platform: "",
  status: "planning",
  description: "",
  budget: "",
  // Empty: the home currency (the server's when the form never learnt it).
  currency: "",
  targetReach: "",
  actualReach: "",
  engagementRate: "",
  startDate: "",
  endDate: "",
  partnerName: "",
  tourId: "",
} satisfies CampaignFormValues;

/** A stored campaign as form text (null becomes an empty field); only managers edit, and see all. */
export function campaignToForm(c: Campaign): CampaignFormValues {
  return {
    title: c.title,
    platform: c.platform,
    status: c.status,
    description: shownOr(c.description, null) ?? "",
    budget: moneyForEditing(shownOr(c.budget, null)),
    currency: c.currency ?? "",
    targetReach: String(c.targetReach),
    actualReach: String(c.actualReach),
    engagementRate: String(c.engagementRate),
    startDate: c.startDate ?? "",
    endDate: c.endDate ?? "",
    partnerName: c.partnerName ?? "",
    tourId: c.tourId ?? "",
  };
}
