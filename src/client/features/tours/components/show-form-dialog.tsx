import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormDialogFooter } from "@/client/components/form-dialog-footer";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { showServerErrors } from "@/client/lib/server-errors";
import { type ShowFormValues, type ShowInput, showInputSchema } from "@/domain/shows";
import { emptyVenueForm, venuePlace } from "@/domain/venues";
import { type ShowView, saveShowMutation, tourKeys, venuesQuery } from "../api/tours";
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
  const queryClient = useQueryClient();
  const venues = useQuery({ ...venuesQuery, enabled: open });
  const form = useForm<ShowFormValues, unknown, ShowInput>({
    resolver: zodResolver(showInputSchema),
    defaultValues: toForm(show),
  });
  useEffect(() => {
    if (open) form.reset(toForm(show));
  }, [open, show, form]);

  // A tour without venues in the directory starts straight at "new venue".
  const noVenues = venues.isSuccess && venues.data.length === 0;
  useEffect(() => {
    if (open && noVenues && !show) form.setValue("venueMode", "new");
  }, [open, noVenues, show, form]);

  const save = useMutation({
    ...saveShowMutation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: tourKeys.venues });
      void queryClient.invalidateQueries({ queryKey: tourKeys.overview });
      toast.success(show ? "Show updated" : "Show added");
      onOpenChange(false);
    },
    onError: (err) => showServerErrors(form, err),
  });

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{show ? "Edit Show" : "Add Show"}</DialogTitle>
          <DialogDescription>
            Pick a venue from your directory or add a new one. New shows take their place by date.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          // The server parses the same raw values with the same schema.
          onSubmit={form.handleSubmit(() =>
            save.mutate({ tourId, showId: show?.id, input: form.getValues() }),
          )}
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
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                {...form.register("venueFee")}
              />
            </FormField>
            <FormField label="Travel cost (USD)" error={errors.estimatedTravelCost?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                {...form.register("estimatedTravelCost")}
              />
            </FormField>
            <FormField
              label="Accommodation (USD)"
              error={errors.estimatedAccommodationCost?.message}
            >
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                {...form.register("estimatedAccommodationCost")}
              />
            </FormField>
          </div>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            busy={save.isPending}
            submitLabel={show ? "Save Show" : "Add Show"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
