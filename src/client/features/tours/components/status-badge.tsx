import { Link } from "react-router";
import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { negotiationStatusWord, statusWithRank } from "@/client/negotiation/status-words";
import { isDatePassed } from "@/domain/negotiations/negotiations";
import { utcDateStamp } from "@/domain/tour-timing";
import { tourStatusLabel } from "@/domain/tours/tour-status";

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

/**
 * "Date passed" beside an inquiry, hold or challenge whose night is over (issue 36): the
 * AI Action Center offers to release it.
 */
export function DatePassedBadge({ status, date }: { status: string; date: string | null }) {
  if (!isDatePassed(status, date, utcDateStamp(new Date()))) return null;
  return (
    <Badge variant="destructive">
      {t({ id: "tours.statusBadge.datePassed", defaultMessage: "Date passed" })}
    </Badge>
  );
}

/**
 * "Hold · 2nd": a held show says its place among our options on that date. With `showId`,
 * the badge opens the show's negotiation (its moves and timeline).
 */
export function ShowStatusBadge({
  status,
  showId,
  rank,
}: {
  status: string;
  showId?: string;
  rank?: number | null;
}) {
  const badge = (
    <Badge variant={SHOW_VARIANT[status] ?? "outline"}>{statusWithRank(status, rank)}</Badge>
  );
  if (!showId) return badge;
  return (
    <Link
      to={`/dashboard/hcc-manager?show=${showId}`}
      aria-label={t(
        {
          id: "tours.statusBadge.changeStatus",
          defaultMessage: "Negotiation: {status}. Change status",
        },
        { status: negotiationStatusWord(status) },
      )}
      className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      {badge}
    </Link>
  );
}
