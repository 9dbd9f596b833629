import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { type Message, t } from "@/client/i18n/t";
import { useHomeMoneyLabel } from "@/client/lib/use-money";
import type { DistanceUnit } from "@/domain/tours/routing/geo";
import {
  type RoadSettings,
  type RouteSettingsValues,
  routeSettingsSchema,
} from "@/domain/tours/routing/road-costs";
import { useSaveRouteSettings } from "../api/route";

const unitOptions = () => [
  { value: "mi", label: t({ id: "tours.roadSettings.miles", defaultMessage: "Miles" }) },
  { value: "km", label: t({ id: "tours.roadSettings.kilometres", defaultMessage: "Kilometres" }) },
];

// Descriptors, read when the dialog renders (t() at module level would freeze English).
const NUMBER_FIELDS = [
  [
    "milesPerGallon",
    { id: "tours.roadSettings.milesPerGallon", defaultMessage: "Miles per gallon" },
  ],
  ["rooms", { id: "tours.roadSettings.rooms", defaultMessage: "Hotel rooms a night" }],
  ["averageMph", { id: "tours.roadSettings.averageMph", defaultMessage: "Average speed (mph)" }],
] as const satisfies readonly (readonly [string, Message])[];
const MONEY_FIELDS = [
  [
    "fuelPricePerGallon",
    { id: "tours.roadSettings.fuelPrice", defaultMessage: "Fuel price per gallon" },
  ],
  ["perDiem", { id: "tours.roadSettings.perDiem", defaultMessage: "Per diem per person" }],
  [
    "hotelRatePerRoom",
    { id: "tours.roadSettings.hotelRate", defaultMessage: "Hotel rate per room" },
  ],
  [
    "tollsTotal",
    { id: "tours.roadSettings.tollsTotal", defaultMessage: "Other tolls for the tour" },
  ],
] as const satisfies readonly (readonly [string, Message])[];

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
      title={t({ id: "tours.route.roadSettings", defaultMessage: "Road settings" })}
      description={t({
        id: "tours.roadSettings.description",
        defaultMessage:
          "What the road budget assumes. Stays typed in the itinerary count as booked and are never replaced by an estimate; rows you typed are never changed.",
      })}
      form={form}
      onSubmit={(input) => save.mutateAsync(input)}
      submitLabel={t({ id: "tours.roadSettings.save", defaultMessage: "Save" })}
      successToast={t({ id: "tours.roadSettings.saved", defaultMessage: "Road settings saved" })}
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
              {t({
                id: "tours.roadSettings.inBudget",
                defaultMessage:
                  "Put the road in the tour's budget (anticipated rows that follow the shows)",
              })}
            </Label>
          </div>
        )}
      />
      <FormSelect
        control={form.control}
        name="unit"
        label={t({ id: "tours.roadSettings.distancesIn", defaultMessage: "Distances in" })}
        options={unitOptions()}
        error={errors.unit?.message}
      />
      <FormField
        label={t({ id: "tours.roadSettings.people", defaultMessage: "People on the road" })}
        error={errors.partySize?.message}
      >
        <Input
          inputMode="numeric"
          placeholder={t(
            { id: "tours.roadSettings.theTeam", defaultMessage: "The team ({size})" },
            { size: teamSize },
          )}
          {...form.register("partySize")}
        />
      </FormField>
      {NUMBER_FIELDS.map(([name, label]) => (
        <FormField key={name} label={t(label)} error={errors[name]?.message}>
          <Input inputMode="decimal" {...form.register(name)} />
        </FormField>
      ))}
      {MONEY_FIELDS.map(([name, label]) => (
        <FormField key={name} label={money(t(label))} error={errors[name]?.message}>
          <MoneyInput {...form.register(name)} />
        </FormField>
      ))}
      {flown.length > 0 && (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">
            {money(
              t({
                id: "tours.roadSettings.farePerPerson",
                defaultMessage: "Flight fare per person, per flown leg",
              }),
            )}
          </legend>
          {flown.map((leg) => (
            <FormField
              key={leg.key}
              label={t(
                { id: "tours.roadSettings.fare", defaultMessage: "Fare {leg}" },
                { leg: leg.label },
              )}
              error={fareErrors?.[leg.key]?.message ?? errors.legFares?.message}
            >
              {/* The schema's record takes any leg's key: its input type cannot name them. */}
              <MoneyInput
                placeholder={t({ id: "tours.roadSettings.notTyped", defaultMessage: "Not typed" })}
                {...form.register(`legFares.${leg.key}` as "legFares")}
              />
            </FormField>
          ))}
        </fieldset>
      )}
      {driven.length > 0 && (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">
            {money(t({ id: "tours.roadSettings.tollsPerLeg", defaultMessage: "Tolls per leg" }))}
          </legend>
          {driven.map((leg) => (
            <FormField
              key={leg.key}
              label={leg.label}
              error={legErrors?.[leg.key]?.message ?? errors.legTolls?.message}
            >
              {/* The schema's record takes any leg's key: its input type cannot name them. */}
              <MoneyInput
                placeholder={t({ id: "tours.roadSettings.none", defaultMessage: "None" })}
                {...form.register(`legTolls.${leg.key}` as "legTolls")}
              />
            </FormField>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}
