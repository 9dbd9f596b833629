import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { t } from "@/client/i18n/t";
import type { VenueView } from "@/client/negotiation/api/venues-query";
import { VenueFields } from "@/client/negotiation/venue-fields";
import {
  emptyVenueForm,
  type VenueFormValues,
  type VenueInput,
  venueInputSchema,
} from "@/domain/tours/venues";
import { useSaveVenue } from "../api/use-venue-mutations";
import { VenueLocationFields } from "./venue-location-fields";

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
    country: v.country,
    latitude: v.latitude === null ? "" : String(v.latitude),
    longitude: v.longitude === null ? "" : String(v.longitude),
  };
}

/**
 * A venue moved to another city keeps no point of the old one: unless the point was changed
 * too, it is sent empty and the server places the new city (domain/tours/venues.ts).
 */
function movedOnly(before: VenueFormValues, after: VenueInput): VenueInput {
  const moved = ["city", "state", "country"].some(
    (k) =>
      String(before[k as keyof VenueFormValues] ?? "")
        .trim()
        .toUpperCase() !==
      String(after[k as keyof VenueInput] ?? "")
        .trim()
        .toUpperCase(),
  );
  const samePoint =
    String(before.latitude ?? "") === String(after.latitude ?? "") &&
    String(before.longitude ?? "") === String(after.longitude ?? "");
  return moved && samePoint ? { ...after, latitude: null, longitude: null } : after;
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
  const initial = toForm(venue);
  const form = useDialogForm(venueInputSchema, open, initial);
  const save = useSaveVenue();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        venue
          ? t({ id: "tours.venueForm.editTitle", defaultMessage: "Edit Venue" })
          : t({ id: "tours.venueForm.addTitle", defaultMessage: "Add Venue" })
      }
      description={t({
        id: "tours.venueForm.description",
        defaultMessage: "Venues in your directory can be picked for any show.",
      })}
      form={form}
      onSubmit={(input) => save.mutateAsync({ id: venue?.id, input: movedOnly(initial, input) })}
      submitLabel={
        venue
          ? t({ id: "tours.venueForm.save", defaultMessage: "Save Venue" })
          : t({ id: "tours.venueForm.addTitle", defaultMessage: "Add Venue" })
      }
      successToast={(saved) => ({
        title: venue
          ? t({ id: "tours.venueForm.updated", defaultMessage: "Venue updated" })
          : t({ id: "tours.venueForm.added", defaultMessage: "Venue added" }),
        description: saved.name,
      })}
    >
      <VenueFields register={form.register} errors={form.formState.errors} />
      <VenueLocationFields form={form} errors={form.formState.errors} />
    </FormDialog>
  );
}
