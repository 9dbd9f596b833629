import { type Message, t } from "@/client/i18n/t";
import type { CampaignStatus } from "@/domain/marketing/campaigns";

/** A campaign's status as shown (the stored value stays as it is), read when rendering. */
const STATUS: Record<CampaignStatus, Message> = {
  planning: { id: "marketing.status.planning", defaultMessage: "Planning" },
  active: { id: "marketing.status.active", defaultMessage: "Active" },
  completed: { id: "marketing.status.completed", defaultMessage: "Completed" },
  paused: { id: "marketing.status.paused", defaultMessage: "Paused" },
};
export const campaignStatusLabel = (s: CampaignStatus) => t(STATUS[s]);

/** What a person may not see, marked as such (ADR 0019). */
export const hiddenLabel = () => t({ id: "marketing.hidden", defaultMessage: "Hidden" });
