import { Flame } from "lucide-react";
import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import type { CampaignStatus } from "@/domain/marketing/campaigns";
import { campaignStatusLabel } from "../labels";

const STATUS_VARIANT: Record<CampaignStatus, BadgeProps["variant"]> = {
  planning: "outline",
  active: "success",
  completed: "secondary",
  paused: "warning",
};

export const StatusBadge = ({ status }: { status: CampaignStatus }) => (
  <Badge variant={STATUS_VARIANT[status]}>{campaignStatusLabel(status)}</Badge>
);

export const ViralBadge = () => (
  <Badge variant="destructive" className="gap-1">
    <Flame className="size-3" aria-hidden="true" />
    {t({ id: "marketing.badge.viral", defaultMessage: "Viral" })}
  </Badge>
);
