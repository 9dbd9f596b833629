import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { type ShowFormValues, showInputSchema } from "@/domain/shows";
import { emptyVenueForm, venuePlace } from "@/domain/venues";
import type { ShowView } from "../api/tours";
import { useSaveShow } from "../api/use-show-mutations";
import { venuesQuery } from "../api/venues";
import { VenueFields } from "./venue-fields";

/** The venue picker's extra choice: create the venue as part of the show. */
const NEW_VENUE = "__new";

function toForm(show?: ShowView): ShowFormValues {
  return {
    venueMode: "existing",
    venueId: show?.venue?.id ?? "",
    newVenue: { ...emptyVenueForm },
    performanceDate: show?.performanceDate ?? "",
    venueFee: show?.venueFee ?? "",
    estimatedTravelCost: show?.estimatedTravelCost ?? "",
    estimatedAccommodationCost: show?.estimatedAccommodationCost ?? "",
  };
}

interface ShowFormDialogProps {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  show?: ShowView;
}

export function ShowFormDialog({ tourId, open, onOpenChange, show }: ShowFormDialogProps) {
  const venues = useQuery({ ...venuesQuery, enabled: open });
  const form = useDialogForm(showInputSchema, open, toForm(show));

  // A tour without venues in the directory starts straight at "new venue".
  const noVenues = venues.isSuccess && venues.data.length === 0;
  useEffect(() => {
    if (open && noVenues && !show) form.setValue("venueMode", "new");
  }, [open, noVenues, show, form]);

  const save = useSaveShow();
  const mode = form.watch("venueMode");
  const errors = form.formState.errors;
  const venueOptions = [
    ...(venues.data ?? []).map((v) => ({
      value: v.id,
      label: [v.name, venuePlace(v.city, v.state)].filter(Boolean).join(" — "),
    })),
    { value: NEW_VENUE, label: "+ New venue" },
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={show ? "Edit Show" : "Add Show"}
      description="Pick a venue from your directory or add a new one. New shows take their place by date."
      form={form}
      // The server parses the same raw values with the same schema.
      onSubmit={() => save.mutateAsync({ tourId, showId: show?.id, input: form.getValues() })}
      submitLabel={show ? "Save Show" : "Add Show"}
      successToast={show ? "Show updated" : "Show added"}
    >
      <Controller
        control={form.control}
        name="venueId"
        render={({ field }) => (
          <FormField label="Venue" error={errors.venueId?.message}>
            <SelectField
              value={mode === "new" ? NEW_VENUE : (field.value ?? "")}
              onChange={(value) => {
                const isNew = value === NEW_VENUE;
                form.setValue("venueMode", isNew ? "new" : "existing");
                field.onChange(isNew ? "" : value);
              }}
              options={venueOptions}
              placeholder={venues.isPending ? "Loading venues..." : "Choose a venue"}
              ref={field.ref}
            />
          </FormField>
        )}
      />
      {mode === "new" && (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">New venue</legend>
          <VenueFields
            register={form.register}
            errors={errors.newVenue as never}
            prefix="newVenue."
            withContact={false}
          />
        </fieldset>
      )}
      <FormField label="Performance date" error={errors.performanceDate?.message}>
        <Input type="date" {...form.register("performanceDate")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Venue fee (USD)" error={errors.venueFee?.message}>
          <MoneyInput {...form.register("venueFee")} />
        </FormField>
        <FormField label="Travel cost (USD)" error={errors.estimatedTravelCost?.message}>
          <MoneyInput {...form.register("estimatedTravelCost")} />
        </FormField>
        <FormField label="Accommodation (USD)" error={errors.estimatedAccommodationCost?.message}>
          <MoneyInput {...form.register("estimatedAccommodationCost")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
