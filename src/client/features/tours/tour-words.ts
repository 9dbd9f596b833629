import { t } from "@/client/i18n/t";
import { tourStatusLabel } from "@/domain/tours/tour-status";

/** A tour's status in the reader's language (issue 55); anything unexpected as it is stored. */
export function tourStatusWord(status: string): string {
  switch (status) {
    case "planning":
      return t({ id: "tours.status.planning", defaultMessage: "Planning" });
    case "active":
      return t({ id: "tours.status.active", defaultMessage: "Active" });
    case "completed":
      return t({ id: "tours.status.completed", defaultMessage: "Completed" });
    case "cancelled":
      return t({ id: "tours.status.cancelled", defaultMessage: "Cancelled" });
    default:
      return tourStatusLabel(status);
  }
}

/** The name a show without a venue goes by (UNKNOWN_VENUE in English). */
export const unknownVenue = () => t({ id: "tours.unknownVenue", defaultMessage: "Unknown Venue" });
