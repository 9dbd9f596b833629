import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import {
  COMMON_TIME_ZONES,
  TRAVEL_MODE_LABELS,
  TRAVEL_MODES,
  type TravelLeg,
  type TravelLegFormValues,
  travelLegInputSchema,
} from "@/domain/itinerary";
import { toLocalInput } from "@/domain/zoned-time";
import { useItineraryMutation } from "../api/itinerary";

const modeOptions = TRAVEL_MODES.map((m) => ({ value: m, label: TRAVEL_MODE_LABELS[m] }));
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const zoneOptions = [...new Set([browserZone, ...COMMON_TIME_ZONES])].map((z) => ({
  value: z,
  label: z.replace(/_/g, " "),
}));

const toForm = (leg: TravelLeg | null): TravelLegFormValues =>
  leg
    ? {
        ...leg,
        departureLocal: toLocalInput(leg.departureAt, leg.departureTz),
        arrivalLocal: toLocalInput(leg.arrivalAt, leg.arrivalTz),
        carrier: leg.carrier ?? "",
        number: leg.number ?? "",
        confirmationCode: leg.confirmationCode ?? "",
      }
    : {
        mode: "drive",
        fromPlace: "",
        toPlace: "",
        departureLocal: "",
        departureTz: browserZone,
        arrivalLocal: "",
        arrivalTz: browserZone,
        carrier: "",
        number: "",
        confirmationCode: "",
        cost: "",
      };

/** A journey with the local times printed on the ticket, each in its own time zone. */
export function TravelLegDialog({
  tourId,
  open,
  onOpenChange,
  leg,
}: {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  leg: TravelLeg | null;
}) {
  const form = useDialogForm(travelLegInputSchema, open, toForm(leg));
  const save = useItineraryMutation("saveLeg");
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={leg ? "Edit Travel Leg" : "Add Travel Leg"}
      description="Times are local: each end in its own time zone."
      form={form}
      className="sm:max-w-2xl"
      fieldsClassName="sm:grid-cols-2"
      // The API takes the local times as typed and converts them itself.
      onSubmit={() => save.mutateAsync({ tourId, id: leg?.id, input: form.getValues() })}
      submitLabel={leg ? "Save Leg" : "Add Leg"}
      successToast={leg ? "Travel leg updated" : "Travel leg added"}
    >
      <FormSelect
        control={form.control}
        name="mode"
        label="Mode"
        options={modeOptions}
        error={errors.mode?.message}
      />
      <FormField label="Cost ($)" error={errors.cost?.message}>
        <MoneyInput {...form.register("cost")} />
      </FormField>
      <FormField label="From" error={errors.fromPlace?.message}>
        <Input placeholder="e.g. Chicago, IL" {...form.register("fromPlace")} />
      </FormField>
      <FormField label="To" error={errors.toPlace?.message}>
        <Input placeholder="e.g. Minneapolis, MN" {...form.register("toPlace")} />
      </FormField>
      <FormField label="Departure" error={errors.departureLocal?.message}>
        <Input type="datetime-local" {...form.register("departureLocal")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="departureTz"
        label="Departure time zone"
        options={zoneOptions}
        error={errors.departureTz?.message}
      />
      <FormField label="Arrival" error={errors.arrivalLocal?.message}>
        <Input type="datetime-local" {...form.register("arrivalLocal")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="arrivalTz"
        label="Arrival time zone"
        options={zoneOptions}
        error={errors.arrivalTz?.message}
      />
      <FormField label="Carrier" error={errors.carrier?.message}>
        <Input {...form.register("carrier")} />
      </FormField>
      <FormField label="Number" error={errors.number?.message}>
        <Input placeholder="e.g. UA 123" {...form.register("number")} />
      </FormField>
      <FormField label="Confirmation code" error={errors.confirmationCode?.message}>
        <Input {...form.register("confirmationCode")} />
      </FormField>
    </FormDialog>
  );
}
