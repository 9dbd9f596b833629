import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { moveItem } from "@/domain/tours/shows";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { ShowView } from "../api/tours";
import { useDeleteShow, useReorderShows } from "../api/use-show-mutations";
import { ShowRow } from "./show-row";
import { SortableItem, SortableShows } from "./sortable-show-list";

interface ShowListProps {
  tourId: string;
  shows: ShowView[];
  onEdit(show: ShowView): void;
  /** The role may read the shows but not change them. */
  readOnly?: boolean;
}

/** The tour's shows in order: drag a row by its handle (mouse, touch or keyboard), or use its up and down buttons, to reorder. */
export function ShowList({ tourId, shows, onEdit, readOnly = false }: ShowListProps) {
  const [removing, setRemoving] = useState<ShowView | null>(null);
  const reorder = useReorderShows(tourId);
  const remove = useDeleteShow();

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= shows.length) return;
    reorder.mutate(
      { tourId, showIds: moveItem(shows, from, to).map((s) => s.id) },
      { onError: (err) => toast.error("Error", { description: err.message }) },
    );
  };

  return (
    <>
      <SortableShows shows={shows} disabled={readOnly || reorder.isPending} onMove={move}>
        <ol className="grid gap-2" aria-label="Shows in tour order">
          {shows.map((show, index) => (
            <SortableItem key={show.id} id={show.id}>
              {(sortable) => (
                <ShowRow
                  show={show}
                  index={index}
                  count={shows.length}
                  busy={reorder.isPending}
                  sortable={sortable}
                  onMove={move}
                  onEdit={() => onEdit(show)}
                  onRemove={() => setRemoving(show)}
                  readOnly={readOnly}
                />
              )}
            </SortableItem>
          ))}
        </ol>
      </SortableShows>
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Show"
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() =>
          removing ? remove.mutateAsync({ tourId, showId: removing.id }) : undefined
        }
        successToast={{ title: "Show removed" }}
      >
        Remove the show at "{removing?.venue?.name || UNKNOWN_VENUE}" from this tour? Everything
        recorded for it goes too: fee and costs, deal, rider provisions, negotiation, day sheet and
        merch counts. The venue stays in your directory. This action cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}
