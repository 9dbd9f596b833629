import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { pickedRank, RANK_OPTIONS, toInstant } from "@/client/lib/negotiation-fields";
import {
  type CreateNegotiationValues,
  createNegotiationSchema,
  NEXT_FREE_RANK,
} from "@/domain/negotiations";
import { STARTING_STATUS_OPTIONS } from "@/domain/show-negotiation";
import { emptyVenueForm, venuePlace } from "@/domain/venues";
import { tourOptionsQuery, venueOptionsQuery } from "../api/negotiations";
import { useCreateNegotiation } from "../api/use-negotiation-mutations";

const NEW_VENUE = "__new";

const EMPTY: CreateNegotiationValues = {
  tourId: "",
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
  const mode = form.watch("show.venueMode");
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
      <FormSelect
        control={form.control}
        name="tourId"
        label="Tour"
        error={errors.tourId?.message}
        placeholder={tours.isPending ? "Loading tours..." : "Choose a tour"}
        options={(tours.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
      />
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
        <FormField label="Fee (USD)" error={showErrors?.venueFee?.message}>
          <MoneyInput {...form.register("show.venueFee")} />
        </FormField>
      </div>
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
