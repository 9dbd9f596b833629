import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { useMoney } from "@/client/lib/use-money";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import { formatDateRange } from "@/domain/tour-timing";
import { sortTours, TOUR_SORT_LABELS, TOUR_SORTS, type TourSort } from "@/domain/tours/tour-order";
import { type TourSummaryView, toursQuery } from "../api/tours";
import { useDeleteTour } from "../api/use-tour-mutations";
import { TourStatusBadge } from "./status-badge";
import { TourFormDialog } from "./tour-form-dialog";

/** Rows rendered at first; an account with thousands of tours pages through them. */
const PAGE = 50;

export function TourList({ onCreate }: { onCreate(): void }) {
  const money = useMoney();
  const tours = useQuery(toursQuery);
  const [params, setParams] = useSearchParams();
  const sort: TourSort = params.get("sort") === "added" ? "added" : "date";
  const setSort = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "added") updated.set("sort", next);
        else updated.delete("sort");
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<TourSummaryView | null>(null);
  const [deleting, setDeleting] = useState<TourSummaryView | null>(null);
  const remove = useDeleteTour();
  const can = useCan();
  const sortId = useId();

  return (
    <QueryState
      query={tours}
      errorText="Failed to fetch tour data"
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          text="No tours found. Create your first tour to get started!"
          action={
            can("POST /api/tours") && (
              <Button onClick={onCreate}>
                <Plus aria-hidden="true" />
                New Tour
              </Button>
            )
          }
        />
      }
    >
      {(unsorted) => {
        const list = sortTours(unsorted, sort);
        return (
          <>
            <div className="mb-3 flex items-center justify-end gap-2">
              <Label htmlFor={sortId} className="text-sm text-muted-foreground">
                Sort
              </Label>
              <div className="w-44">
                <SelectField
                  id={sortId}
                  value={sort}
                  onChange={setSort}
                  options={TOUR_SORTS.map((value) => ({ value, label: TOUR_SORT_LABELS[value] }))}
                />
              </div>
            </div>
            <ul className="grid gap-3" aria-label="Tours">
              {list.slice(0, shown).map((tour) => (
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
                        {tour.venueCount === 1 ? "show" : "shows"}
                        {!isHidden(tour.totalEstimatedCost) &&
                          ` · ${money.whole(tour.totalEstimatedCost)} estimated gross`}
                      </p>
                    </div>
                    {can("PUT /api/tours/:tourId") && (
                      <RowActions
                        label={tour.title}
                        onEdit={() => setEditing(tour)}
                        onDelete={() => setDeleting(tour)}
                      />
                    )}
                  </Card>
                </li>
              ))}
            </ul>
            {list.length > shown && (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
                  Show more ({list.length - shown} more)
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
              onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
              successToast={{ title: "Tour deleted", description: deleting?.title }}
            >
              Are you sure you want to delete "{deleting?.title}"? Its shows, financial rows, deals
              and rider provisions are deleted with it. This action cannot be undone.
            </ConfirmDeleteDialog>
          </>
        );
      }}
    </QueryState>
  );
}
