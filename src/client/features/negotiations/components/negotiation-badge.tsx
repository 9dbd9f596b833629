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

/** A suggestion's status (urgent, pending, scheduled: docs/product.md) in the reader's words. */
export function suggestionStatusWord(status: string): string {
  switch (status) {
    case "urgent":
      return t({ id: "negotiations.suggestionStatus.urgent", defaultMessage: "urgent" });
    case "pending":
      return t({ id: "negotiations.suggestionStatus.pending", defaultMessage: "pending" });
    case "scheduled":
      return t({ id: "negotiations.suggestionStatus.scheduled", defaultMessage: "scheduled" });
    default:
      return status;
  }
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge variant={PRIORITY[priority] ?? "outline"}>{priorityWord(priority)}</Badge>;
}
