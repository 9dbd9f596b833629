import { Flame } from "lucide-react";
import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "@/domain/marketing/campaigns";

const STATUS_VARIANT: Record<CampaignStatus, BadgeProps["variant"]> = {
  planning: "outline",
  active: "success",
  completed: "secondary",
  paused: "warning",
};

export const StatusBadge = ({ status }: { status: CampaignStatus }) => (
  <Badge variant={STATUS_VARIANT[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>
);

export const ViralBadge = () => (
  <Badge variant="destructive" className="gap-1">
    <Flame className="size-3" aria-hidden="true" />
    Viral
  </Badge>
);
