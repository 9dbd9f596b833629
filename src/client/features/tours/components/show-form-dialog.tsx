import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { ApiRequestError } from "@/client/lib/api-client";
import { CONFLICT_WARNING_CLASS, useConfirmedShowWarning } from "@/client/lib/date-conflicts";
import { toInstant } from "@/client/lib/negotiation-fields";
import { moneyForEditing } from "@/domain/money";
import { NEXT_FREE_RANK } from "@/domain/negotiations";
import { showDateOutsideTour } from "@/domain/show-dates";
import { describeShowMoney } from "@/domain/show-money";
import { editShowSchema, type NewShowValues, newShowSchema } from "@/domain/show-negotiation";
import { formatDateRange } from "@/domain/tour-timing";
import type { TourFormValues } from "@/domain/tours";
import { emptyVenueForm, venuePlace } from "@/domain/venues";
import type { ShowView, TourDetail } from "../api/tours";
import { useSaveShow } from "../api/use-show-mutations";
import { useSaveTour } from "../api/use-tour-mutations";
import { venuesQuery } from "../api/venues";
import { ContactFields, StartingStatusFields } from "./show-negotiation-fields";
import { ShowStatusPanel } from "./show-status-panel";
import { VenueFields } from "./venue-fields";

/** The venue picker's extra choice: create the venue as part of the show. */
const NEW_VENUE = "__new";

/**
 * The form's values. Editing has no status fields: the status moves only by a transition
 * (the panel above the form), and the edit schema refuses a status.
 */
function toForm(show?: ShowView): NewShowValues {
  const fields = {
    venueMode: "existing" as const,
    venueId: show?.venue?.id ?? "",
    newVenue: { ...emptyVenueForm },
    performanceDate: show?.performanceDate ?? "",
    venueFee: moneyForEditing(show?.venueFee),
    estimatedTravelCost: moneyForEditing(show?.estimatedTravelCost),
    estimatedAccommodationCost: moneyForEditing(show?.estimatedAccommodationCost),
    contactName: show?.contactName ?? "",
    contactPhone: show?.contactPhone ?? "",
    contactEmail: show?.contactEmail ?? "",
  };
  if (show) return fields;
  return {
    ...fields,
    status: "pending",
    holdRank: NEXT_FREE_RANK,
    holdExpiry: "",
    override: false,
  };
}

/** The 409 of a confirmation on a date that already has a confirmed show. */
const isDateConflict = (err: Error) =>
  err instanceof ApiRequestError && err.code === "date_conflict";
/** FormDialog has already put these next to their fields. */
const placedOnFields = (err: Error) =>
  err instanceof ApiRequestError && Object.keys(err.fields ?? {}).length > 0;

interface ShowFormDialogProps {
  tour: TourDetail["tour"];
  open: boolean;
  onOpenChange(open: boolean): void;
  show?: ShowView;
}

export function ShowFormDialog({ tour, open, onOpenChange, show }: ShowFormDialogProps) {
  const tourId = tour.id;
  const venues = useQuery({ ...venuesQuery, enabled: open });
  // One schema per mode, both from src/domain and the same ones the API checks with.
  const schema = (show ? editShowSchema : newShowSchema) as unknown as typeof newShowSchema;
  const form = useDialogForm(schema, open, toForm(show));
  const [conflict, setConflict] = useState<string | null>(null);
  // Once the show has a deal, the deal is its money and the fee is only the offer it began as.
  const dealMoney = show && show.showMoney.basis !== "offer" ? show.showMoney : null;
  const saveTour = useSaveTour();
  // A date outside the tour is allowed (tours grow), but never silently: say so and offer
  // to widen the tour's dates with the same save.
  const date = form.watch("performanceDate");
  const outside = showDateOutsideTour(date, tour);
  // A hold or an inquiry on a night that is already played elsewhere: said before saving.
  const confirmedThatDay = useConfirmedShowWarning(open ? date : null, show?.id);
  const [extendTour, setExtendTour] = useState(true);
  useEffect(() => {
    if (open) {
      setExtendTour(true);
      setConflict(null);
    }
  }, [open]);

  const submit = async () => {
    const values = form.getValues();
    const input = show ? values : { ...values, holdExpiry: toInstant(values.holdExpiry) };
    // An override is asked for once, by "Confirm anyway"; the next try starts without it.
    if (!show) form.setValue("override", false);
    const saved = await save.mutateAsync({ tourId, showId: show?.id, input });
    if (outside && extendTour) {
      await saveTour.mutateAsync({
        id: tourId,
        input: {
          title: tour.title,
          status: tour.status as TourFormValues["status"],
          startDate: outside.extended.startDate ?? "",
          endDate: outside.extended.endDate ?? "",
          totalEstimatedCost: tour.totalEstimatedCost ?? "",
        },
      });
    }
    return saved;
  };

  // A tour without venues in the directory starts straight at "new venue".
  const noVenues = venues.isSuccess && venues.data.length === 0;
  useEffect(() => {
    if (open && noVenues && !show) form.setValue("venueMode", "new");
  }, [open, noVenues, show, form]);

  const extendId = useId();
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
      onSubmit={submit}
      submitLabel={show ? "Save Show" : "Add Show"}
      successToast={() => ({
        title: show ? "Show updated" : "Show added",
        // The tour's dates changed with the show: never silently.
        description:
          outside && extendTour
            ? `The tour now runs ${formatDateRange(outside.extended.startDate, outside.extended.endDate)}.`
            : undefined,
      })}
      onError={(err) => {
        if (!show && isDateConflict(err)) setConflict(err.message);
        else if (!placedOnFields(err)) toast.error("Error", { description: err.message });
      }}
    >
      {show ? <ShowStatusPanel show={show} /> : null}
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
      <div aria-live="polite" className="grid gap-2">
        {confirmedThatDay ? (
          <p className={CONFLICT_WARNING_CLASS} data-testid="date-conflict-warning">
            {confirmedThatDay}
          </p>
        ) : null}
        {outside ? (
          <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p>{outside.message}</p>
            <div className="flex items-center gap-2">
              <Checkbox
                id={extendId}
                checked={extendTour}
                onCheckedChange={(v) => setExtendTour(v === true)}
              />
              <Label htmlFor={extendId} className="cursor-pointer font-normal">
                Extend the tour to{" "}
                {formatDateRange(outside.extended.startDate, outside.extended.endDate)}
              </Label>
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Venue fee (USD)"
          error={errors.venueFee?.message}
          hint={dealMoney ? "The offer it started from" : "The offer while negotiating"}
        >
          <MoneyInput {...form.register("venueFee")} />
        </FormField>
        <FormField label="Travel cost (USD)" error={errors.estimatedTravelCost?.message}>
          <MoneyInput {...form.register("estimatedTravelCost")} />
        </FormField>
        <FormField label="Accommodation (USD)" error={errors.estimatedAccommodationCost?.message}>
          <MoneyInput {...form.register("estimatedAccommodationCost")} />
        </FormField>
      </div>
      {dealMoney ? (
        <p className="text-sm" data-testid="show-form-deal-money">
          This show is paid by its deal: {describeShowMoney(dealMoney)}.
        </p>
      ) : null}
      {show ? null : <StartingStatusFields form={form} conflict={conflict} />}
      <ContactFields form={form} />
    </FormDialog>
  );
}
