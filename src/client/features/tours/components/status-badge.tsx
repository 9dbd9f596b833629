import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { negotiationStatusLabel } from "@/domain/negotiations";
import { tourStatusLabel } from "@/domain/tours";

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

export function ShowStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={SHOW_VARIANT[status] ?? "outline"}>{negotiationStatusLabel(status)}</Badge>
  );
}
