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
import { t } from "@/client/i18n/t";
import { useMoney } from "@/client/lib/use-money";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import { formatDateRange } from "@/domain/tour-timing";
import { sortTours, TOUR_SORTS, type TourSort } from "@/domain/tours/tour-order";
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
      errorText={t({ id: "tours.tourList.error", defaultMessage: "Failed to fetch tour data" })}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          text={t({
            id: "tours.tourList.empty",
            defaultMessage: "No tours found. Create your first tour to get started!",
          })}
          action={
            can("POST /api/tours") && (
              <Button onClick={onCreate}>
                <Plus aria-hidden="true" />
                {t({ id: "tours.page.newTour", defaultMessage: "New Tour" })}
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
                {t({ id: "tours.tourList.sort", defaultMessage: "Sort" })}
              </Label>
              <div className="w-44">
                <SelectField
                  id={sortId}
                  value={sort}
                  onChange={setSort}
                  options={TOUR_SORTS.map((value) => ({
                    value,
                    label:
                      value === "added"
                        ? t({ id: "tours.tourList.sortAdded", defaultMessage: "Recently added" })
                        : t({ id: "tours.tourList.sortDate", defaultMessage: "By date" }),
                  }))}
                />
              </div>
            </div>
            <ul
              className="grid gap-3"
              aria-label={t({ id: "tours.page.title", defaultMessage: "Tours" })}
            >
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
                        {isHidden(tour.totalEstimatedCost)
                          ? t(
                              {
                                id: "tours.tourList.summary",
                                defaultMessage:
                                  "{dates} · {count, plural, one {# show} other {# shows}}",
                              },
                              {
                                dates: formatDateRange(tour.startDate, tour.endDate),
                                count: tour.venueCount,
                              },
                            )
                          : t(
                              {
                                id: "tours.tourList.summaryWithGross",
                                defaultMessage:
                                  "{dates} · {count, plural, one {# show} other {# shows}} · {gross} estimated gross",
                              },
                              {
                                dates: formatDateRange(tour.startDate, tour.endDate),
                                count: tour.venueCount,
                                gross: money.whole(tour.totalEstimatedCost),
                              },
                            )}
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
                  {t(
                    { id: "tours.tourList.showMore", defaultMessage: "Show more ({count} more)" },
                    { count: list.length - shown },
                  )}
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
              title={t({ id: "tours.tourList.deleteTitle", defaultMessage: "Delete Tour" })}
              onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
              successToast={{
                title: t({ id: "tours.tourList.deleted", defaultMessage: "Tour deleted" }),
                description: deleting?.title,
              }}
            >
              {t(
                {
                  id: "tours.tourList.deleteBody",
                  defaultMessage:
                    'Are you sure you want to delete "{title}"? Its shows, financial rows, deals and rider provisions are deleted with it. This action cannot be undone.',
                },
                { title: deleting?.title },
              )}
            </ConfirmDeleteDialog>
          </>
        );
      }}
    </QueryState>
  );
}
