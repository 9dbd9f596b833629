import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { t } from "@/client/i18n/t";
import { moveItem } from "@/domain/tours/shows";
import type { ShowView } from "../api/tours";
import { useDeleteShow, useReorderShows } from "../api/use-show-mutations";
import { unknownVenue } from "../tour-words";
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
      {
        onError: (err) =>
          toast.error(t({ id: "tours.showList.error", defaultMessage: "Error" }), {
            description: err.message,
          }),
      },
    );
  };

  return (
    <>
      <SortableShows shows={shows} disabled={readOnly || reorder.isPending} onMove={move}>
        <ol
          className="grid gap-2"
          aria-label={t({ id: "tours.showList.label", defaultMessage: "Shows in tour order" })}
        >
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
        title={t({ id: "tours.showList.removeTitle", defaultMessage: "Remove Show" })}
        confirmLabel={t({ id: "tours.showList.remove", defaultMessage: "Remove" })}
        busyLabel={t({ id: "tours.showList.removing", defaultMessage: "Removing..." })}
        onConfirm={() =>
          removing ? remove.mutateAsync({ tourId, showId: removing.id }) : undefined
        }
        successToast={{
          title: t({ id: "tours.showList.removed", defaultMessage: "Show removed" }),
        }}
      >
        {t(
          {
            id: "tours.showList.removeBody",
            defaultMessage:
              'Remove the show at "{venue}" from this tour? Everything recorded for it goes too: fee and costs, deal, rider provisions, negotiation, day sheet and merch counts. The venue stays in your directory. This action cannot be undone.',
          },
          { venue: removing?.venue?.name || unknownVenue() },
        )}
      </ConfirmDeleteDialog>
    </>
  );
}
