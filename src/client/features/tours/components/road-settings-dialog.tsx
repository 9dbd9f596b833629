import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import type { DistanceUnit } from "@/domain/logistics/geo";
import {
  type RoadSettings,
  type RouteSettingsValues,
  routeSettingsSchema,
} from "@/domain/logistics/road-costs";
import { useSaveRouteSettings } from "../api/route";

const UNIT_OPTIONS = [
  { value: "mi", label: "Miles" },
  { value: "km", label: "Kilometres" },
];

const NUMBER_FIELDS = [
  ["milesPerGallon", "Miles per gallon"],
  ["partySize", "People on the road"],
  ["rooms", "Hotel rooms a night"],
  ["averageMph", "Average speed (mph)"],
] as const;
const MONEY_FIELDS = [
  ["fuelPricePerGallon", "Fuel price per gallon ($)"],
  ["perDiem", "Per diem per person ($)"],
  ["hotelRatePerRoom", "Hotel rate per room ($)"],
  ["tollsTotal", "Tolls for the tour ($)"],
] as const;

/** The road budget's assumptions, and the workspace's unit of distance (issue 40). */
export function RoadSettingsDialog({
  tourId,
  open,
  onOpenChange,
  settings,
  unit,
}: {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  settings: RoadSettings;
  unit: DistanceUnit;
}) {
  const values: RouteSettingsValues = { ...settings, unit };
  const form = useDialogForm(routeSettingsSchema, open, values);
  const save = useSaveRouteSettings(tourId);
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Road settings"
      description="What the road budget assumes. Stays typed in the itinerary count as booked and are never replaced by an estimate."
      form={form}
      onSubmit={(input) => save.mutateAsync(input)}
      submitLabel="Save"
      successToast="Road settings saved"
      fieldsClassName="grid gap-4 sm:grid-cols-2"
    >
      <FormSelect
        control={form.control}
        name="unit"
        label="Distances in"
        options={UNIT_OPTIONS}
        error={errors.unit?.message}
      />
      {NUMBER_FIELDS.map(([name, label]) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <Input inputMode="decimal" {...form.register(name)} />
        </FormField>
      ))}
      {MONEY_FIELDS.map(([name, label]) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <MoneyInput {...form.register(name)} />
        </FormField>
      ))}
    </FormDialog>
  );
}
