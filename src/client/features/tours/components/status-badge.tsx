import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { showStatusLabel } from "@/domain/shows";
import { tourStatusLabel } from "@/domain/tours";

const TOUR_VARIANT: Record<string, BadgeProps["variant"]> = {
  active: "success",
  planning: "secondary",
  completed: "outline",
  cancelled: "destructive",
};

const SHOW_VARIANT: Record<string, BadgeProps["variant"]> = {
  confirmed: "success",
  hold: "outline",
  challenge: "destructive",
  pending: "secondary",
};

export function TourStatusBadge({ status }: { status: string }) {
  return <Badge variant={TOUR_VARIANT[status] ?? "outline"}>{tourStatusLabel(status)}</Badge>;
}

// The shared "warning" badge (white on amber) is below WCAG AA contrast; holds use dark amber text.
const SHOW_CLASS: Record<string, string> = {
  hold: "border-transparent bg-amber-100 text-amber-900",
};

export function ShowStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={SHOW_VARIANT[status] ?? "outline"} className={SHOW_CLASS[status]}>
      {showStatusLabel(status)}
    </Badge>
  );
}
