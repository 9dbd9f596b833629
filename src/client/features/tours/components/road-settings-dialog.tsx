import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useHomeMoneyLabel } from "@/client/lib/use-money";
import type { DistanceUnit } from "@/domain/tours/routing/geo";
import {
  type RoadSettings,
  type RouteSettingsValues,
  routeSettingsSchema,
} from "@/domain/tours/routing/road-costs";
import { useSaveRouteSettings } from "../api/route";

const UNIT_OPTIONS = [
  { value: "mi", label: "Miles" },
  { value: "km", label: "Kilometres" },
];

const NUMBER_FIELDS = [
  ["milesPerGallon", "Miles per gallon"],
  ["rooms", "Hotel rooms a night"],
  ["averageMph", "Average speed (mph)"],
] as const;
const MONEY_FIELDS = [
  ["fuelPricePerGallon", "Fuel price per gallon"],
  ["perDiem", "Per diem per person"],
  ["hotelRatePerRoom", "Hotel rate per room"],
  ["tollsTotal", "Other tolls for the tour"],
] as const;

/** A leg of the route, as the tolls list names it. */
export interface TollLeg {
  key: string;
  label: string;
  /** Flown (route.ts): it takes a fare per person, not tolls. */
  flight: boolean;
}

/**
 * The road budget's assumptions, whether the road is in the tour's budget, the tolls of each
 * leg, and the workspace's unit of distance (issue 40).
 */
export function RoadSettingsDialog({
  tourId,
  open,
  onOpenChange,
  settings,
  unit,
  legs,
  teamSize,
}: {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  settings: RoadSettings;
  unit: DistanceUnit;
  legs: TollLeg[];
  /** The workspace's members: the party when none is typed. */
  teamSize: number;
}) {
  // Every leg of the route has a field, a fare when flown, else tolls; amounts typed for a leg
  // no longer on it (or no longer of that kind) are let go.
  const driven = legs.filter((l) => !l.flight);
  const flown = legs.filter((l) => l.flight);
  const values: RouteSettingsValues = {
    ...settings,
    partySize: settings.partySize ?? "",
    legTolls: Object.fromEntries(driven.map((l) => [l.key, settings.legTolls?.[l.key] ?? ""])),
    legFares: Object.fromEntries(flown.map((l) => [l.key, settings.legFares?.[l.key] ?? ""])),
    unit,
  } as RouteSettingsValues;
  const form = useDialogForm(routeSettingsSchema, open, values);
  const save = useSaveRouteSettings(tourId);
  const errors = form.formState.errors;
  // Every amount here is in the home currency: the road budget's rows are written in it.
  const money = useHomeMoneyLabel();
  const inBudgetId = useId();
  const legErrors = errors.legTolls as Record<string, { message?: string }> | undefined;
  const fareErrors = errors.legFares as Record<string, { message?: string }> | undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Road settings"
      description="What the road budget assumes. Stays typed in the itinerary count as booked and are never replaced by an estimate; rows you typed are never changed."
      form={form}
      onSubmit={(input) => save.mutateAsync(input)}
      submitLabel="Save"
      successToast="Road settings saved"
      fieldsClassName="grid gap-4 sm:grid-cols-2"
    >
      <Controller
        control={form.control}
        name="inBudget"
        render={({ field }) => (
          <div className="flex items-start gap-2 sm:col-span-2">
            <Checkbox
              id={inBudgetId}
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <Label htmlFor={inBudgetId} className="leading-snug">
              Put the road in the tour's budget (anticipated rows that follow the shows)
            </Label>
          </div>
        )}
      />
      <FormSelect
        control={form.control}
        name="unit"
        label="Distances in"
        options={UNIT_OPTIONS}
        error={errors.unit?.message}
      />
      <FormField label="People on the road" error={errors.partySize?.message}>
        <Input
          inputMode="numeric"
          placeholder={`The team (${teamSize})`}
          {...form.register("partySize")}
        />
      </FormField>
      {NUMBER_FIELDS.map(([name, label]) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <Input inputMode="decimal" {...form.register(name)} />
        </FormField>
      ))}
      {MONEY_FIELDS.map(([name, label]) => (
        <FormField key={name} label={money(label)} error={errors[name]?.message}>
          <MoneyInput {...form.register(name)} />
        </FormField>
      ))}
      {flown.length > 0 && (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">
            {money("Flight fare per person, per flown leg")}
          </legend>
          {flown.map((leg) => (
            <FormField
              key={leg.key}
              label={`Fare ${leg.label}`}
              error={fareErrors?.[leg.key]?.message ?? errors.legFares?.message}
            >
              {/* The schema's record takes any leg's key: its input type cannot name them. */}
              <MoneyInput
                placeholder="Not typed"
                {...form.register(`legFares.${leg.key}` as "legFares")}
              />
            </FormField>
          ))}
        </fieldset>
      )}
      {driven.length > 0 && (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{money("Tolls per leg")}</legend>
          {driven.map((leg) => (
            <FormField
              key={leg.key}
              label={leg.label}
              error={legErrors?.[leg.key]?.message ?? errors.legTolls?.message}
            >
              {/* The schema's record takes any leg's key: its input type cannot name them. */}
              <MoneyInput
                placeholder="None"
                {...form.register(`legTolls.${leg.key}` as "legTolls")}
              />
            </FormField>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}
