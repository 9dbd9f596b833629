import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { PageHeader } from "@/client/components/page-header";
import { QueryError } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { useMoney } from "@/client/lib/use-money";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import { formatDateRange } from "@/domain/tour-timing";
import { type ShowView, tourQuery } from "./api/tours";
import { useDeleteTour } from "./api/use-tour-mutations";
import { RouteCard } from "./components/route-card";
import { ShowFormDialog } from "./components/show-form-dialog";
import { ShowList } from "./components/show-list";
import { TourStatusBadge } from "./components/status-badge";
import { TourFormDialog } from "./components/tour-form-dialog";
import { TourTotals } from "./components/tour-totals";

function BackLink() {
  return (
    <Link
      to="/dashboard/tours"
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t({ id: "tours.detail.allTours", defaultMessage: "All tours" })}
    </Link>
  );
}

export function TourDetailPage() {
  const money = useMoney();
  const { tourId = "" } = useParams();
  const navigate = useNavigate();
  const detail = useQuery(tourQuery(tourId));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showForm, setShowForm] = useState<{ show?: ShowView } | null>(null);
  const can = useCan();
  // Crew and artists read the tour; its money and its changes are the managers' (ADR 0019).
  const manages = can("PUT /api/tours/:tourId");
  const seesMoney = can("GET /api/tours/:tourId/finance");

  const remove = useDeleteTour();
  const confirmDelete = async () => {
    await remove.mutateAsync(tourId);
    navigate("/dashboard/tours");
  };

  if (detail.isPending) {
    return (
      <>
        <BackLink />
        <Spinner />
      </>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiRequestError && detail.error.code === "not_found";
    return (
      <>
        <BackLink />
        <PageHeader
          title={
            missing
              ? t({ id: "tours.detail.notFound", defaultMessage: "Tour not found" })
              : t({ id: "tours.detail.tour", defaultMessage: "Tour" })
          }
        />
        {missing ? (
          <p role="alert" className="text-destructive">
            {t({
              id: "tours.detail.missing",
              defaultMessage: "This tour does not exist or was deleted.",
            })}
          </p>
        ) : (
          <QueryError
            message={
              detail.error.message ||
              t({ id: "tours.tourList.error", defaultMessage: "Failed to fetch tour data" })
            }
            retrying={detail.isFetching}
            onRetry={() => void detail.refetch()}
          />
        )}
      </>
    );
  }

  const { tour, shows } = detail.data;
  const deleteBody = t(
    {
      id: "tours.tourList.deleteBody",
      defaultMessage:
        'Are you sure you want to delete "{title}"? Its shows, financial rows, deals and rider provisions are deleted with it. This action cannot be undone.',
    },
    { title: tour.title },
  );
  return (
    <>
      <BackLink />
      <PageHeader
        title={tour.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TourStatusBadge status={tour.status} />
            <span>{formatDateRange(tour.startDate, tour.endDate)}</span>
            {!isHidden(tour.totalEstimatedCost) && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  {t(
                    {
                      id: "tours.detail.estimatedGross",
                      defaultMessage: "Estimated gross {amount}",
                    },
                    { amount: money.whole(tour.totalEstimatedCost) },
                  )}
                </span>
              </>
            )}
          </span>
        }
        actions={
          manages && (
            <>
              <Button onClick={() => setShowForm({})}>
                <Plus aria-hidden="true" />
                {t({ id: "tours.detail.addShow", defaultMessage: "Add Show" })}
              </Button>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t({ id: "tours.tourForm.editTitle", defaultMessage: "Edit Tour" })}
              </Button>
              <Button variant="outline" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                {t({ id: "tours.tourList.deleteTitle", defaultMessage: "Delete Tour" })}
              </Button>
            </>
          )
        }
      />
      {seesMoney && <TourTotals detail={detail.data} />}
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <h2 className="font-semibold leading-none tracking-tight">
            {t({ id: "tours.totals.shows", defaultMessage: "Shows" })}
          </h2>
        </CardHeader>
        <CardContent className="p-3 pt-0 sm:p-6 sm:pt-0">
          {shows.length === 0 ? (
            <div className="grid justify-items-center gap-3 py-8 text-center text-muted-foreground">
              <p>
                {manages
                  ? t({
                      id: "tours.detail.noShowsManage",
                      defaultMessage: "No shows yet. Add the first show of this tour.",
                    })
                  : t({ id: "tours.detail.noShows", defaultMessage: "No shows yet." })}
              </p>
              {manages && (
                <Button variant="outline" onClick={() => setShowForm({})}>
                  <Plus aria-hidden="true" />
                  {t({ id: "tours.detail.addShow", defaultMessage: "Add Show" })}
                </Button>
              )}
            </div>
          ) : (
            <ShowList
              tourId={tourId}
              shows={shows}
              onEdit={(show) => setShowForm({ show })}
              readOnly={!manages}
            />
          )}
        </CardContent>
      </Card>
      <RouteCard tourId={tourId} />
      <TourFormDialog open={editing} onOpenChange={setEditing} tour={tour} />
      <ShowFormDialog
        tour={tour}
        open={showForm !== null}
        onOpenChange={(open) => !open && setShowForm(null)}
        // The live row, so a status moved from the dialog shows its new state at once.
        show={showForm?.show && (shows.find((x) => x.id === showForm.show?.id) ?? showForm.show)}
      />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t({ id: "tours.tourList.deleteTitle", defaultMessage: "Delete Tour" })}
        onConfirm={confirmDelete}
        successToast={{
          title: t({ id: "tours.tourList.deleted", defaultMessage: "Tour deleted" }),
          description: tour.title,
        }}
      >
        {deleteBody}
      </ConfirmDeleteDialog>
    </>
  );
}
