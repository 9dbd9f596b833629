import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import type { VenueView } from "@/client/negotiation/api/venues-query";
import { VenueFields } from "@/client/negotiation/venue-fields";
import { emptyVenueForm, type VenueFormValues, venueInputSchema } from "@/domain/tours/venues";
import { useSaveVenue } from "../api/use-venue-mutations";

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
  const form = useDialogForm(venueInputSchema, open, toForm(venue));
  const save = useSaveVenue();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={venue ? "Edit Venue" : "Add Venue"}
      description="Venues in your directory can be picked for any show."
      form={form}
      onSubmit={(input) => save.mutateAsync({ id: venue?.id, input })}
      submitLabel={venue ? "Save Venue" : "Add Venue"}
      successToast={(saved) => ({
        title: venue ? "Venue updated" : "Venue added",
        description: saved.name,
      })}
    >
      <VenueFields register={form.register} errors={form.formState.errors} />
    </FormDialog>
  );
}
