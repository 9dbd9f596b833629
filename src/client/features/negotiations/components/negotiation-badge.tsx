import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { negotiationStatusLabel, ordinal } from "@/domain/negotiations/negotiations";

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
  const held = (status === "hold" || status === "challenge") && rank;
  return (
    <Badge variant={VARIANT[status] ?? "outline"}>
      {negotiationStatusLabel(status)}
      {held ? ` · ${ordinal(rank)}` : ""}
    </Badge>
  );
}

const PRIORITY: Record<string, BadgeProps["variant"]> = {
  high: "destructive",
  medium: "warning",
  low: "secondary",
};

export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge variant={PRIORITY[priority] ?? "outline"}>{priority}</Badge>;
}
