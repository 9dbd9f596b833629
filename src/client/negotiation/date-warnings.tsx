import { useEffect, useId, useState } from "react";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { type CalendarDate, formatDateRange } from "@/domain/tour-timing";
import { type DateOutsideTour, showDateOutsideTour } from "@/domain/tours/show-dates";
import { CONFLICT_WARNING_CLASS, useConfirmedShowWarning } from "./date-conflicts";

type TourDates = { startDate: CalendarDate | null; endDate: CalendarDate | null };

/**
 * A show's date outside its tour is allowed (tours grow), but never silently: the dialog says
 * so and offers to widen the tour's dates with the same save (`widenTour` on the request, one
 * transaction on the server). The offer starts ticked each time the dialog opens.
 */
export function useTourWidening(open: boolean, date: string | undefined, tour?: TourDates) {
  const [widen, setWiden] = useState(true);
  useEffect(() => {
    if (open) setWiden(true);
  }, [open]);
  const outside = tour ? showDateOutsideTour(date, tour) : null;
  return {
    outside,
    widen,
    setWiden,
    /** What the request carries: widen only when the date is outside and the box is ticked. */
    widenTour: outside !== null && widen,
    /** The success toast's line: the tour's dates changed with the show. */
    widenedText:
      outside && widen
        ? t(
            {
              id: "negotiations.dateWarnings.widened",
              defaultMessage: "The tour now runs {range}.",
            },
            { range: formatDateRange(outside.extended.startDate, outside.extended.endDate) },
          )
        : undefined,
  };
}

/**
 * Said before saving, in Add/Edit Show and Add Venue: a confirmed show already on that night
 * (issue 21: a hold must not pass silently for a show), and a date outside the tour's dates
 * with the offer to widen them.
 */
export function DateWarnings({
  date,
  exceptId,
  outside,
  widen,
  onWidenChange,
}: {
  date: string | null | undefined;
  /** The show being edited: its own confirmation is no conflict. */
  exceptId?: string;
  outside: DateOutsideTour | null;
  widen: boolean;
  onWidenChange(widen: boolean): void;
}) {
  const confirmed = useConfirmedShowWarning(date, exceptId);
  const widenId = useId();
  return (
    <div aria-live="polite" className="grid gap-2 empty:hidden">
      {confirmed ? (
        <p className={CONFLICT_WARNING_CLASS} data-testid="date-conflict-warning">
          {confirmed}
        </p>
      ) : null}
      {outside ? (
        <div className={`grid gap-2 ${CONFLICT_WARNING_CLASS}`}>
          <p>{outside.message}</p>
          <div className="flex items-center gap-2">
            <Checkbox
              id={widenId}
              checked={widen}
              onCheckedChange={(v) => onWidenChange(v === true)}
            />
            <Label htmlFor={widenId} className="cursor-pointer font-normal">
              {t(
                {
                  id: "negotiations.dateWarnings.extend",
                  defaultMessage: "Extend the tour to {range}",
                },
                { range: formatDateRange(outside.extended.startDate, outside.extended.endDate) },
              )}
            </Label>
          </div>
        </div>
      ) : null}
    </div>
  );
}
