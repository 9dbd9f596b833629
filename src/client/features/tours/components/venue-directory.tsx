import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, Pencil, Phone, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { formatCount } from "@/domain/format";
import { venuePlace } from "@/domain/venues";
import { deleteVenueMutation, tourKeys, type VenueView, venuesQuery } from "../api/tours";
import { VenueFormDialog } from "./venue-form-dialog";

/** The account's venue directory: every venue a show can be booked at. */
export function VenueDirectory() {
  const queryClient = useQueryClient();
  const venues = useQuery(venuesQuery);
  const [form, setForm] = useState<{ venue?: VenueView } | null>(null);
  const [deleting, setDeleting] = useState<VenueView | null>(null);

  const remove = useMutation({
    ...deleteVenueMutation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.venues });
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: tourKeys.overview });
      toast.success("Venue deleted", { description: deleting?.name });
      setDeleting(null);
    },
    onError: (err) => toast.error("Error", { description: err.message }),
  });

  let body: ReactNode;
  if (venues.isPending) body = <Spinner />;
  else if (venues.isError)
    body = (
      <p role="alert" className="text-destructive">
        {venues.error.message}
      </p>
    );
  else if (venues.data.length === 0)
    body = (
      <Card>
        <CardContent className="p-10 text-center text-muted-foreground">
          No venues yet. Add the venues you play, or create one while adding a show.
        </CardContent>
      </Card>
    );
  else
    body = (
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Venues">
        {venues.data.map((v) => (
          <li key={v.id}>
            <Card className="flex h-full gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold">{v.name}</p>
                <p className="text-sm text-muted-foreground">
                  {[
                    venuePlace(v.city, v.state),
                    v.capacity !== null ? `${formatCount(v.capacity)} capacity` : "",
                  ]
                    .filter(Boolean)
                    .join(" · ") || "No location yet"}
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
                  {v.showCount} {v.showCount === 1 ? "show" : "shows"}
                </p>
              </div>
              <div className="flex flex-col gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${v.name}`}
                  onClick={() => setForm({ venue: v })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${v.name}`}
                  onClick={() => setDeleting(v)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setForm({})}>
          <Plus aria-hidden="true" />
          Add Venue
        </Button>
      </div>
      {body}
      <VenueFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        venue={form?.venue}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Venue"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        Are you sure you want to delete "{deleting?.name}"?
        {deleting?.showCount
          ? ` Its ${deleting.showCount} ${deleting.showCount === 1 ? "show stays" : "shows stay"} on their tours as 'Unknown Venue'.`
          : ""}{" "}
        This action cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}
