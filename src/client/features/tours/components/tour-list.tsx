import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { formatUsd } from "@/domain/format";
import { formatDateRange } from "@/domain/tour-timing";
import { deleteTourMutation, type TourSummaryView, tourKeys, toursQuery } from "../api/tours";
import { TourStatusBadge } from "./status-badge";
import { TourFormDialog } from "./tour-form-dialog";

/** Rows rendered at first; an account with thousands of tours pages through them. */
const PAGE = 50;

export function TourList({ onCreate }: { onCreate(): void }) {
  const queryClient = useQueryClient();
  const tours = useQuery(toursQuery);
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<TourSummaryView | null>(null);
  const [deleting, setDeleting] = useState<TourSummaryView | null>(null);

  const remove = useMutation({
    ...deleteTourMutation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: tourKeys.overview });
      toast.success("Tour deleted", { description: deleting?.title });
      setDeleting(null);
    },
    onError: (err) => toast.error("Error", { description: err.message }),
  });

  if (tours.isPending) return <Spinner />;
  if (tours.isError) {
    return (
      <p role="alert" className="text-destructive">
        {tours.error.message}
      </p>
    );
  }
  if (tours.data.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-10 text-center text-muted-foreground">
          <p>No tours found. Create your first tour to get started!</p>
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            New Tour
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <ul className="grid gap-3" aria-label="Tours">
        {tours.data.slice(0, shown).map((tour) => (
          <li key={tour.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/dashboard/tours/${tour.id}`}
                    className="truncate font-semibold hover:underline"
                  >
                    {tour.title}
                  </Link>
                  <TourStatusBadge status={tour.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {formatDateRange(tour.startDate, tour.endDate)} · {tour.venueCount}{" "}
                  {tour.venueCount === 1 ? "show" : "shows"} · {formatUsd(tour.totalEstimatedCost)}{" "}
                  estimated
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${tour.title}`}
                  onClick={() => setEditing(tour)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${tour.title}`}
                  onClick={() => setDeleting(tour)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {tours.data.length > shown && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            Show more ({tours.data.length - shown} more)
          </Button>
        </div>
      )}
      <TourFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        tour={editing ?? undefined}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Tour"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        Are you sure you want to delete "{deleting?.title}"? Its shows, financial rows, deals and
        rider provisions are deleted with it. This action cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}
