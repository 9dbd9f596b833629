import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { moveItem } from "@/domain/shows";
import { UNKNOWN_VENUE } from "@/domain/tours";
import {
  deleteShowMutation,
  reorderShowsMutation,
  type ShowView,
  type TourDetail,
  tourKeys,
} from "../api/tours";
import { ShowRow } from "./show-row";

interface ShowListProps {
  tourId: string;
  shows: ShowView[];
  onEdit(show: ShowView): void;
}

/** The tour's shows in order: drag a row, or use its up and down buttons, to reorder. */
export function ShowList({ tourId, shows, onEdit }: ShowListProps) {
  const queryClient = useQueryClient();
  const key = tourKeys.detail(tourId);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ShowView | null>(null);

  const reorder = useMutation({
    ...reorderShowsMutation,
    onMutate: async ({ showIds }) => {
      // Move the rows at once; the server's answer (or a refetch on failure) settles it.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TourDetail>(key);
      if (before) {
        const byId = new Map(before.shows.map((s) => [s.id, s]));
        const next = showIds.map((id, i) => ({ ...byId.get(id)!, orderInTour: i + 1 }));
        queryClient.setQueryData<TourDetail>(key, { ...before, shows: next });
      }
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TourDetail>(key, (d) => (d ? { ...d, shows: saved } : d));
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.before) queryClient.setQueryData(key, ctx.before);
      toast.error("Error", { description: err.message });
    },
  });

  const remove = useMutation({
    ...deleteShowMutation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: tourKeys.venues });
      void queryClient.invalidateQueries({ queryKey: tourKeys.overview });
      toast.success("Show removed");
      setRemoving(null);
    },
    onError: (err) => toast.error("Error", { description: err.message }),
  });

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= shows.length) return;
    reorder.mutate({ tourId, showIds: moveItem(shows, from, to).map((s) => s.id) });
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
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ tourId, showId: removing.id })}
      >
        Are you sure you want to remove the show at "{removing?.venue?.name || UNKNOWN_VENUE}"? Its
        deal and rider provisions are removed with it. This action cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}
