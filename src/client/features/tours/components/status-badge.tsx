import { Link } from "react-router";
import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { negotiationStatusLabel } from "@/domain/negotiations";
import { tourStatusLabel } from "@/domain/tour-status";

const TOUR_VARIANT: Record<string, BadgeProps["variant"]> = {
  active: "success",
  planning: "secondary",
  completed: "outline",
  cancelled: "destructive",
};

const SHOW_VARIANT: Record<string, BadgeProps["variant"]> = {
  confirmed: "success",
  hold: "warning",
  challenge: "destructive",
  pending: "secondary",
};

export function TourStatusBadge({ status }: { status: string }) {
  return <Badge variant={TOUR_VARIANT[status] ?? "outline"}>{tourStatusLabel(status)}</Badge>;
}

/** With `showId`, the badge opens the show's negotiation (its moves and timeline). */
export function ShowStatusBadge({ status, showId }: { status: string; showId?: string }) {
  const badge = (
    <Badge variant={SHOW_VARIANT[status] ?? "outline"}>{negotiationStatusLabel(status)}</Badge>
  );
  if (!showId) return badge;
  return (
    <Link
      to={`/dashboard/hcc-manager?show=${showId}`}
      aria-label={`Negotiation: ${negotiationStatusLabel(status)}. Change status`}
      className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      {badge}
    </Link>
  );
}
