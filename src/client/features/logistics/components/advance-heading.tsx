import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/tour-timing";

/** Which show an advance is for: the page says it at its top (issue 47). */
export interface AdvanceShow {
  tourTitle: string;
  venueName: string | null;
  city: string | null;
  performanceDate: string | null;
}

/** "Advance: Union Hall", or the venue still to be set. */
export const advanceTitle = (show: AdvanceShow | null | undefined) =>
  show
    ? t(
        { id: "logistics.advance.title", defaultMessage: "Advance: {venue}" },
        {
          venue:
            show.venueName ??
            t({ id: "logistics.advance.venueToBeSet", defaultMessage: "Venue to be set" }),
        },
      )
    : t({ id: "logistics.daySheet.advance", defaultMessage: "Advance" });

/** "Berlin · Monday, June 1, 2099 · Spring Tour": city, date and tour, those known. */
export function AdvanceShowLine({ show }: { show: AdvanceShow }) {
  const parts = [show.city, formatCalendarDate(show.performanceDate), show.tourTitle].filter(
    (p): p is string => Boolean(p),
  );
  return (
    <span className="break-words" data-testid="advance-show">
      {parts.join(" · ")}
    </span>
  );
}
