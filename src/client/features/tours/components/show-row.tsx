import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { Link } from "react-router";
import { RowActions } from "@/client/components/row-actions";
import { ShowMoneyFigure } from "@/client/components/show-money";
import { Button } from "@/client/components/ui/button";
import { ContractChip } from "@/client/contract/contract-chip";
import { t, tRich } from "@/client/i18n/t";
import { useMoney } from "@/client/lib/use-money";
import { cn } from "@/client/lib/utils";
import { formatExact } from "@/domain/format";
import { isHidden } from "@/domain/hidden";
import { formatCalendarDate } from "@/domain/tour-timing";
import { venuePlace } from "@/domain/tours/venues";
import type { ShowView } from "../api/tours";
import { unknownVenue } from "../tour-words";
import { AdvanceProgress } from "./advance-progress";
import type { SortableRowProps } from "./sortable-show-list";
import { DatePassedBadge, ShowStatusBadge } from "./status-badge";
import { TicketPace } from "./ticket-pace";

interface ShowRowProps {
  show: ShowView;
  index: number;
  count: number;
  busy: boolean;
  sortable: SortableRowProps;
  onMove(from: number, to: number): void;
  onEdit(): void;
  onRemove(): void;
  /** The role may not change the tour's shows: no handle, no edit, remove or move. */
  readOnly?: boolean;
}

export function ShowRow({
  show,
  index,
  count,
  busy,
  sortable,
  onMove,
  onEdit,
  onRemove,
  readOnly = false,
}: ShowRowProps) {
  const name = show.venue?.name || unknownVenue();
  const place = venuePlace(show.venue?.city, show.venue?.state);
  const money = useMoney();
  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      data-testid="show-row"
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center",
        sortable.dragging && "border-primary shadow-lg ring-2 ring-primary/30",
      )}
    >
      <div className="flex items-center gap-2">
        <button
          hidden={readOnly}
          type="button"
          ref={sortable.handle.ref}
          {...sortable.handle.props}
          aria-label={t(
            { id: "tours.showRow.dragHandle", defaultMessage: "Drag to reorder {name}" },
            { name },
          )}
          disabled={busy}
          // Without this a finger on the handle scrolls the page instead of dragging.
          className="grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span className="grid size-7 place-items-center rounded-full bg-muted text-xs font-semibold tabular-nums">
          {show.orderInTour}
        </span>
        <div className="min-w-0 sm:hidden">
          <p className="truncate font-medium">{name}</p>
        </div>
      </div>
      <div className="min-w-0">
        <p className="hidden truncate font-medium sm:block">{name}</p>
        <p className="text-sm text-muted-foreground">
          {[
            formatCalendarDate(show.performanceDate),
            place,
            show.venue?.capacity
              ? t(
                  { id: "tours.showRow.capacity", defaultMessage: "{capacity} capacity" },
                  { capacity: formatExact(show.venue.capacity) },
                )
              : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <ShowStatusBadge status={show.status} showId={show.id} rank={show.holdRank} />
          <DatePassedBadge status={show.status} date={show.performanceDate} />
          <AdvanceProgress tourId={show.tourId} showId={show.id} />
          <TicketPace tourId={show.tourId} showId={show.id} />
          <ContractChip
            tourId={show.tourId}
            showId={show.id}
            showName={name}
            confirmed={show.status === "confirmed"}
          />
          {/* Crew and artists get the markers: the show's money is left out for them. */}
          {!isHidden(show.showMoney) && <ShowMoneyFigure money={show.showMoney} />}
          {!isHidden(show.estimatedTravelCost) && (
            <span>
              {tRich(
                { id: "tours.showRow.travel", defaultMessage: "Travel <b>{amount}</b>" },
                {
                  amount: money.whole(show.estimatedTravelCost),
                  b: (chunks) => <span className="font-medium tabular-nums">{chunks}</span>,
                },
              )}
            </span>
          )}
          {!isHidden(show.estimatedAccommodationCost) && (
            <span>
              {tRich(
                { id: "tours.showRow.lodging", defaultMessage: "Lodging <b>{amount}</b>" },
                {
                  amount: money.whole(show.estimatedAccommodationCost),
                  b: (chunks) => <span className="font-medium tabular-nums">{chunks}</span>,
                },
              )}
            </span>
          )}
        </div>
      </div>
      {readOnly ? (
        <Button variant="outline" size="sm" asChild>
          <Link to={`/dashboard/logistics/guest-list/${show.tourId}/${show.id}`}>
            {tRich(
              { id: "tours.showRow.guestList", defaultMessage: "Guest list<sr> for {name}</sr>" },
              { name, sr: (chunks) => <span className="sr-only">{chunks}</span> },
            )}
          </Link>
        </Button>
      ) : (
        <RowActions
          label={t({ id: "tours.showRow.rowLabel", defaultMessage: "show at {name}" }, { name })}
          deleteVerb="Remove"
          className="flex-wrap"
          onEdit={onEdit}
          onDelete={onRemove}
        >
          <Button variant="outline" size="sm" asChild>
            <Link to={`/dashboard/logistics/guest-list/${show.tourId}/${show.id}`}>
              {tRich(
                { id: "tours.showRow.guestList", defaultMessage: "Guest list<sr> for {name}</sr>" },
                { name, sr: (chunks) => <span className="sr-only">{chunks}</span> },
              )}
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(
              { id: "tours.showRow.moveUp", defaultMessage: "Move {name} up" },
              { name },
            )}
            disabled={busy || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(
              { id: "tours.showRow.moveDown", defaultMessage: "Move {name} down" },
              { name },
            )}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </RowActions>
      )}
    </li>
  );
}
