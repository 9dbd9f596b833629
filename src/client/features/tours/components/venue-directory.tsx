import { useQuery } from "@tanstack/react-query";
import { Mail, Phone, Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { type VenueView, venuesQuery } from "@/client/negotiation/api/venues-query";
import { formatExact } from "@/domain/format";
import { venuePlace } from "@/domain/tours/venues";
import { useDeleteVenue } from "../api/use-venue-mutations";
import { unknownVenue } from "../tour-words";
import { VenueFormDialog } from "./venue-form-dialog";

/** The account's venue directory: every venue a show can be booked at. */
export function VenueDirectory() {
  const venues = useQuery(venuesQuery);
  const [form, setForm] = useState<{ venue?: VenueView } | null>(null);
  const [deleting, setDeleting] = useState<VenueView | null>(null);

  const remove = useDeleteVenue();
  const can = useCan();

  return (
    <>
      {can("POST /api/venues") && (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setForm({})}>
            <Plus aria-hidden="true" />
            {t({ id: "tours.venueForm.addTitle", defaultMessage: "Add Venue" })}
          </Button>
        </div>
      )}
      <QueryState
        query={venues}
        errorText={t({ id: "tours.venues.error", defaultMessage: "Failed to load your venues" })}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            text={t({
              id: "tours.venues.empty",
              defaultMessage:
                "No venues yet. Add the venues you play, or create one while adding a show.",
            })}
          />
        }
      >
        {(list) => (
          <ul
            className="grid gap-3 md:grid-cols-2"
            aria-label={t({ id: "tours.page.venuesTab", defaultMessage: "Venues" })}
          >
            {list.map((v) => (
              <li key={v.id}>
                <Card className="flex h-full gap-3 p-4">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-semibold">{v.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {[
                        venuePlace(v.city, v.state),
                        v.capacity !== null
                          ? t(
                              {
                                id: "tours.showRow.capacity",
                                defaultMessage: "{capacity} capacity",
                              },
                              { capacity: formatExact(v.capacity) },
                            )
                          : "",
                      ]
                        .filter(Boolean)
                        .join(" · ") ||
                        t({ id: "tours.venues.noLocation", defaultMessage: "No location yet" })}
                    </p>
                    {(v.contactName || v.phone || v.email) && (
                      <div className="space-y-0.5 text-sm">
                        {v.contactName && <p>{v.contactName}</p>}
                        {v.phone && (
                          <p className="flex items-center gap-1.5 text-muted-foreground">
                            <Phone className="size-3.5" aria-hidden="true" />
                            <a href={`tel:${v.phone}`} className="hover:underline">
                              {v.phone}
                            </a>
                          </p>
                        )}
                        {v.email && (
                          <p className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
                            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                            <a href={`mailto:${v.email}`} className="truncate hover:underline">
                              {v.email}
                            </a>
                          </p>
                        )}
                      </div>
                    )}
                    <p className="text-xs text-muted-foreground">
                      {t(
                        {
                          id: "tours.venues.showCount",
                          defaultMessage: "{count, plural, one {# show} other {# shows}}",
                        },
                        { count: v.showCount },
                      )}
                    </p>
                  </div>
                  {can("PUT /api/venues/:venueId") && (
                    <RowActions
                      label={v.name}
                      className="flex-col"
                      onEdit={() => setForm({ venue: v })}
                      onDelete={() => setDeleting(v)}
                    />
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <VenueFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        venue={form?.venue}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t({ id: "tours.venues.deleteTitle", defaultMessage: "Delete Venue" })}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        successToast={{
          title: t({ id: "tours.venues.deleted", defaultMessage: "Venue deleted" }),
          description: deleting?.name,
        }}
      >
        {deleting?.showCount
          ? t(
              {
                id: "tours.venues.deleteBodyShows",
                defaultMessage:
                  "Are you sure you want to delete \"{name}\"? Its {count, plural, one {# show stays} other {# shows stay}} on their tours as ''{unknown}''. This action cannot be undone.",
              },
              { name: deleting.name, count: deleting.showCount, unknown: unknownVenue() },
            )
          : t(
              {
                id: "tours.venues.deleteBody",
                defaultMessage:
                  'Are you sure you want to delete "{name}"? This action cannot be undone.',
              },
              { name: deleting?.name },
            )}
      </ConfirmDeleteDialog>
    </>
  );
}
