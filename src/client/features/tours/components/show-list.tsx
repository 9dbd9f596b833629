import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { moveItem } from "@/domain/shows";
import { UNKNOWN_VENUE } from "@/domain/tours";
import type { ShowView } from "../api/tours";
import { useDeleteShow, useReorderShows } from "../api/use-show-mutations";
import { ShowRow } from "./show-row";

interface ShowListProps {
  tourId: string;
  shows: ShowView[];
  onEdit(show: ShowView): void;
}

/** The tour's shows in order: drag a row, or use its up and down buttons, to reorder. */
export function ShowList({ tourId, shows, onEdit }: ShowListProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
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
      <ol className="grid gap-2" aria-label="Shows in tour order">
        {shows.map((show, index) => (
          <ShowRow
            key={show.id}
            show={show}
            index={index}
            count={shows.length}
            busy={reorder.isPending}
            dropTarget={dragOver === index && dragFrom !== index}
            onMove={move}
            onEdit={() => onEdit(show)}
            onRemove={() => setRemoving(show)}
            drag={{
              onDragStart: (e) => {
                e.dataTransfer.effectAllowed = "move";
                setDragFrom(index);
              },
              onDragOver: (e) => {
                e.preventDefault();
                setDragOver(index);
              },
              onDrop: (e) => {
                e.preventDefault();
                if (dragFrom !== null) move(dragFrom, index);
                setDragFrom(null);
                setDragOver(null);
              },
              onDragEnd: () => {
                setDragFrom(null);
                setDragOver(null);
              },
            }}
          />
        ))}
      </ol>
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Show"
        onConfirm={() =>
          removing ? remove.mutateAsync({ tourId, showId: removing.id }) : undefined
        }
        successToast={{ title: "Show removed" }}
      >
        Are you sure you want to remove the show at "{removing?.venue?.name || UNKNOWN_VENUE}"? Its
        deal and rider provisions are removed with it. This action cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}
