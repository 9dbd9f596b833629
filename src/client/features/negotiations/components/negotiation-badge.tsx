import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { statusWithRank } from "@/client/negotiation/status-words";

const VARIANT: Record<string, BadgeProps["variant"]> = {
  confirmed: "success",
  hold: "warning",
  challenge: "destructive",
  pending: "secondary",
  released: "outline",
  declined: "outline",
};

/** "Hold · 1st", "Confirmed", … */
export function NegotiationBadge({ status, rank }: { status: string; rank?: number | null }) {
  return <Badge variant={VARIANT[status] ?? "outline"}>{statusWithRank(status, rank)}</Badge>;
}

const PRIORITY: Record<string, BadgeProps["variant"]> = {
  high: "destructive",
  medium: "warning",
  low: "secondary",
};

function priorityWord(priority: string): string {
  switch (priority) {
    case "high":
      return t({ id: "negotiations.priority.high", defaultMessage: "high" });
    case "medium":
      return t({ id: "negotiations.priority.medium", defaultMessage: "medium" });
    case "low":
      return t({ id: "negotiations.priority.low", defaultMessage: "low" });
    default:
      return priority;
  }
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge variant={PRIORITY[priority] ?? "outline"}>{priorityWord(priority)}</Badge>;
}
