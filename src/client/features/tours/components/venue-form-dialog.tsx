import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormDialogFooter } from "@/client/components/form-dialog-footer";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { showServerErrors } from "@/client/lib/server-errors";
import {
  emptyVenueForm,
  type VenueFormValues,
  type VenueInput,
  venueInputSchema,
} from "@/domain/venues";
import { saveVenueMutation, tourKeys, type VenueView } from "../api/tours";
import { VenueFields } from "./venue-fields";

function toForm(v?: VenueView): VenueFormValues {
  if (!v) return emptyVenueForm;
  return {
    name: v.name,
    city: v.city ?? "",
    state: v.state ?? "",
    capacity: v.capacity === null ? "" : String(v.capacity),
    contactName: v.contactName ?? "",
    phone: v.phone ?? "",
    email: v.email ?? "",
  };
}

export function VenueFormDialog({
  open,
  onOpenChange,
  venue,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  venue?: VenueView;
}) {
  const queryClient = useQueryClient();
  const form = useForm<VenueFormValues, unknown, VenueInput>({
    resolver: zodResolver(venueInputSchema),
    defaultValues: toForm(venue),
  });
  useEffect(() => {
    if (open) form.reset(toForm(venue));
  }, [open, venue, form]);

  const save = useMutation({
    ...saveVenueMutation,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.venues });
      // Names and capacities show on tours and the Overview too.
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: tourKeys.overview });
      toast.success(venue ? "Venue updated" : "Venue added", { description: saved.name });
      onOpenChange(false);
    },
    onError: (err) => showServerErrors(form, err),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{venue ? "Edit Venue" : "Add Venue"}</DialogTitle>
          <DialogDescription>
            Venues in your directory can be picked for any show.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => save.mutate({ id: venue?.id, input }))}
        >
          <VenueFields register={form.register} errors={form.formState.errors} />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            busy={save.isPending}
            submitLabel={venue ? "Save Venue" : "Add Venue"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
