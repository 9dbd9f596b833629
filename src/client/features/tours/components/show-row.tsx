import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { DragEvent } from "react";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { formatCount, formatUsd } from "@/domain/format";
import { formatCalendarDate } from "@/domain/tour-timing";
import { UNKNOWN_VENUE } from "@/domain/tours";
import { venuePlace } from "@/domain/venues";
import type { ShowView } from "../api/tours";
import { ShowStatusBadge } from "./status-badge";

interface ShowRowProps {
  show: ShowView;
  index: number;
  count: number;
  busy: boolean;
  dropTarget: boolean;
  onMove(from: number, to: number): void;
  onEdit(): void;
  onRemove(): void;
  drag: {
    onDragStart(e: DragEvent): void;
    onDragOver(e: DragEvent): void;
    onDrop(e: DragEvent): void;
    onDragEnd(): void;
  };
}

export function ShowRow({
  show,
  index,
  count,
  busy,
  dropTarget,
  onMove,
  onEdit,
  onRemove,
  drag,
}: ShowRowProps) {
  const name = show.venue?.name || UNKNOWN_VENUE;
  const place = venuePlace(show.venue?.city, show.venue?.state);
  return (
    <li
      draggable={!busy}
      {...drag}
      data-testid="show-row"
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center",
        dropTarget && "border-primary ring-2 ring-primary/30",
      )}
    >
      <div className="flex items-center gap-2">
        <GripVertical
          className="hidden size-4 cursor-grab text-muted-foreground sm:block"
          aria-hidden="true"
        />
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
            show.venue?.capacity ? `${formatCount(show.venue.capacity)} capacity` : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <ShowStatusBadge status={show.status} />
          <span>
            Fee <span className="font-medium tabular-nums">{formatUsd(show.venueFee)}</span>
          </span>
          <span>
            Travel{" "}
            <span className="font-medium tabular-nums">{formatUsd(show.estimatedTravelCost)}</span>
          </span>
          <span>
            Lodging{" "}
            <span className="font-medium tabular-nums">
              {formatUsd(show.estimatedAccommodationCost)}
            </span>
          </span>
        </div>
      </div>
      <RowActions
        label={`show at ${name}`}
        deleteVerb="Remove"
        className="flex-wrap"
        onEdit={onEdit}
        onDelete={onRemove}
      >
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} up`}
          disabled={busy || index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} down`}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </RowActions>
    </li>
  );
}
