import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { CONFLICT_WARNING_CLASS, useConfirmedShowWarning } from "@/client/lib/date-conflicts";
import { pickedRank, RANK_OPTIONS, toInstant } from "@/client/lib/negotiation-fields";
import {
  type CreateNegotiationValues,
  createNegotiationSchema,
  NEXT_FREE_RANK,
} from "@/domain/negotiations";
import { showDateOutsideTour } from "@/domain/show-dates";
import { STARTING_STATUS_OPTIONS } from "@/domain/show-negotiation";
import { emptyVenueForm, venuePlace } from "@/domain/venues";
import { tourOptionsQuery, venueOptionsQuery } from "../api/negotiations";
import { useCreateNegotiation } from "../api/use-negotiation-mutations";
import { TourField } from "./tour-field";

/**
 * Said before saving: a confirmed show already on that night (issue 21: a hold must not pass
 * silently for a show), and a date outside the chosen tour's dates (the tour is not moved).
 */
function DateWarnings({
  date,
  tour,
}: {
  date: string | undefined;
  tour: { startDate: string | null; endDate: string | null } | undefined;
}) {
  const confirmed = useConfirmedShowWarning(date);
  const outside = tour ? showDateOutsideTour(date, tour) : null;
  return (
    <div aria-live="polite" className="grid gap-2 empty:hidden">
      {confirmed ? (
        <p className={CONFLICT_WARNING_CLASS} data-testid="date-conflict-warning">
          {confirmed}
        </p>
      ) : null}
      {outside ? (
        <p className={CONFLICT_WARNING_CLASS}>
          {outside.message} The show is added outside the tour's dates; change them on the Tours
          page if the tour grows.
        </p>
      ) : null}
    </div>
  );
}

const NEW_VENUE = "__new";

const EMPTY: CreateNegotiationValues = {
  tourMode: "existing",
  tourId: "",
  newTour: { title: "" },
  show: {
    venueMode: "existing",
    venueId: "",
    newVenue: { ...emptyVenueForm },
    performanceDate: "",
    venueFee: "",
  },
  status: "pending",
  holdRank: NEXT_FREE_RANK,
  holdExpiry: "",
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  notes: "",
};

/** Add Venue: a new show on one of the tours, and its negotiation, in one step. */
export function AddVenueDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const tours = useQuery({ ...tourOptionsQuery, enabled: open });
  const venues = useQuery({ ...venueOptionsQuery, enabled: open });
  const form = useDialogForm(createNegotiationSchema, open, EMPTY);
  const create = useCreateNegotiation();
  const errors = form.formState.errors;
  const showErrors = errors.show as
    | Record<string, { message?: string } & Record<string, { message?: string }>>
    | undefined;
  // No venue in the directory yet (a new account): start straight at "new venue".
  const noVenues = venues.isSuccess && venues.data.length === 0;
  useEffect(() => {
    if (open && noVenues) form.setValue("show.venueMode", "new");
  }, [open, noVenues, form]);
  const mode = form.watch("show.venueMode");
  const tourMode = form.watch("tourMode");
  const tourId = form.watch("tourId");
  const status = form.watch("status");
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
      title="Add Venue"
      description="Start a negotiation: a venue on one of your tours, with its date, fee and status."
      form={form}
      onSubmit={() => {
        const v = form.getValues();
        return create.mutateAsync({
          ...v,
          newTour: v.tourMode === "new" ? v.newTour : undefined,
          holdRank: v.status === "hold" ? pickedRank(v.holdRank) : undefined,
          holdExpiry: v.status === "hold" ? toInstant(v.holdExpiry) : undefined,
        });
      }}
      submitLabel="Add Venue"
      successToast={(d) => ({
        title: "Venue added",
        description: `${d.negotiation.venueName} is ${d.negotiation.status}.`,
      })}
    >
      <TourField form={form} tours={tours.data} loading={tours.isPending} open={open} />
      <Controller
        control={form.control}
        name="show.venueId"
        render={({ field }) => (
          <FormField label="Venue" error={showErrors?.venueId?.message}>
            <SelectField
              value={mode === "new" ? NEW_VENUE : (field.value ?? "")}
              onChange={(value) => {
                const isNew = value === NEW_VENUE;
                form.setValue("show.venueMode", isNew ? "new" : "existing");
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
        <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">New venue</legend>
          <FormField label="Venue name" error={showErrors?.newVenue?.name?.message}>
            <Input {...form.register("show.newVenue.name")} />
          </FormField>
          <FormField label="Capacity" error={showErrors?.newVenue?.capacity?.message}>
            <Input
              type="number"
              min="0"
              inputMode="numeric"
              {...form.register("show.newVenue.capacity")}
            />
          </FormField>
          <FormField label="City" error={showErrors?.newVenue?.city?.message}>
            <Input {...form.register("show.newVenue.city")} />
          </FormField>
          <FormField label="State" error={showErrors?.newVenue?.state?.message}>
            <Input {...form.register("show.newVenue.state")} />
          </FormField>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Performance date" error={showErrors?.performanceDate?.message}>
          <Input type="date" {...form.register("show.performanceDate")} />
        </FormField>
        <FormField
          label="Fee (USD)"
          error={showErrors?.venueFee?.message}
          hint="The offer while negotiating"
        >
          <MoneyInput {...form.register("show.venueFee")} />
        </FormField>
      </div>
      <DateWarnings
        date={form.watch("show.performanceDate")}
        tour={tourMode === "existing" ? tours.data?.find((t) => t.id === tourId) : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          control={form.control}
          name="status"
          label="Status"
          options={STARTING_STATUS_OPTIONS}
          error={errors.status?.message}
        />
        {status === "hold" ? (
          <>
            <FormSelect
              control={form.control}
              name="holdRank"
              label="Hold rank"
              options={RANK_OPTIONS}
              error={errors.holdRank?.message}
            />
            <FormField
              label="Hold expires"
              error={errors.holdExpiry?.message}
              hint="Default: 2 weeks (1st), 1 week (others)"
            >
              <Input type="datetime-local" {...form.register("holdExpiry")} />
            </FormField>
          </>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Contact" error={errors.contactName?.message}>
          <Input {...form.register("contactName")} />
        </FormField>
        <FormField label="Phone" error={errors.contactPhone?.message}>
          <Input type="tel" {...form.register("contactPhone")} />
        </FormField>
        <FormField label="Email" error={errors.contactEmail?.message}>
          <Input type="email" {...form.register("contactEmail")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
