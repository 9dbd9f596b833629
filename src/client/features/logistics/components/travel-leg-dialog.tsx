import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { TimeZoneField } from "@/client/components/time-zone-field";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { dateIn } from "@/domain/date-time";
import { shownOr } from "@/domain/hidden";
import {
  TRAVEL_MODES,
  type TravelLegFormValues,
  travelLegInputSchema,
} from "@/domain/logistics/itinerary";
import type { ShownTravelLeg } from "@/domain/logistics/reader-shape";
import { defaultLegZone, plainZone } from "@/domain/logistics/time-zones";
import { toLocalInput } from "@/domain/zoned-time";
import { useItineraryMutation } from "../api/itinerary";
import { travelModeLabel } from "../labels";
import { WhoTravels } from "./who-travels";

const modeOptions = () => TRAVEL_MODES.map((m) => ({ value: m, label: travelModeLabel(m) }));
const browserZone = plainZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The tour's shows with their venue's state: where a new leg's time zone starts. */
export type LegZoneShows = Parameters<typeof defaultLegZone>[0];

const toForm = (leg: ShownTravelLeg | null, zone: string, home: string): TravelLegFormValues =>
  leg
    ? {
        ...leg,
        departureLocal: toLocalInput(leg.departureAt, leg.departureTz),
        arrivalLocal: toLocalInput(leg.arrivalAt, leg.arrivalTz),
        carrier: leg.carrier ?? "",
        number: leg.number ?? "",
        confirmationCode: leg.confirmationCode ?? "",
        // Only managers book travel, and they see its cost.
        cost: shownOr(leg.cost, ""),
        currency: leg.currency ?? home,
        passengerIds: (leg.passengers ?? []).map((p) => p.id),
      }
    : {
        mode: "drive",
        fromPlace: "",
        toPlace: "",
        departureLocal: "",
        departureTz: zone,
        arrivalLocal: "",
        arrivalTz: zone,
        carrier: "",
        number: "",
        confirmationCode: "",
        cost: "",
        currency: home,
        passengerIds: [],
      };

/** A journey with the local times printed on the ticket, each in its own time zone. */
export function TravelLegDialog({
  tourId,
  shows,
  open,
  onOpenChange,
  leg,
  home,
}: {
  tourId: string;
  shows: LegZoneShows;
  open: boolean;
  onOpenChange(open: boolean): void;
  leg: ShownTravelLeg | null;
  /** The workspace's home currency: a new leg's (issue 41). */
  home: string;
}) {
  // A new leg starts in the zone of the next show's venue (the page has the tour's shows
  // already), else in the browser's.
  const today = dateIn(new Date(), browserZone);
  const zone = defaultLegZone(shows, today, browserZone);
  const form = useDialogForm(travelLegInputSchema, open, toForm(leg, zone, home));
  const currency = form.watch("currency");
  const save = useItineraryMutation("saveLeg");
  const { errors } = form.formState;
  // Departure and arrival each pick from every zone, the browser's and the venue's among them.
  const zoneField = (name: "departureTz" | "arrivalTz", label: string) => (
    <TimeZoneField
      control={form.control}
      name={name}
      label={label}
      error={errors[name]?.message}
      extra={[browserZone, zone]}
    />
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        leg
          ? t({ id: "logistics.legDialog.editTitle", defaultMessage: "Edit Travel Leg" })
          : t({ id: "logistics.itinerary.addLeg", defaultMessage: "Add Travel Leg" })
      }
      description={t({
        id: "logistics.legDialog.description",
        defaultMessage: "Times are local: each end in its own time zone.",
      })}
      form={form}
      className="sm:max-w-2xl"
      fieldsClassName="sm:grid-cols-2"
      // The API takes the local times as typed and converts them itself.
      onSubmit={() => save.mutateAsync({ tourId, id: leg?.id, input: form.getValues() })}
      submitLabel={
        leg
          ? t({ id: "logistics.legDialog.save", defaultMessage: "Save Leg" })
          : t({ id: "logistics.legDialog.add", defaultMessage: "Add Leg" })
      }
      successToast={
        leg
          ? t({ id: "logistics.legDialog.updated", defaultMessage: "Travel leg updated" })
          : t({ id: "logistics.legDialog.added", defaultMessage: "Travel leg added" })
      }
    >
      <FormSelect
        control={form.control}
        name="mode"
        label={t({ id: "logistics.legDialog.mode", defaultMessage: "Mode" })}
        options={modeOptions()}
        error={errors.mode?.message}
      />
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField
        label={t({ id: "logistics.legDialog.from", defaultMessage: "From" })}
        error={errors.fromPlace?.message}
      >
        <Input
          placeholder={t({
            id: "logistics.legDialog.fromPlaceholder",
            defaultMessage: "e.g. Chicago, IL",
          })}
          {...form.register("fromPlace")}
        />
      </FormField>
      <FormField
        label={t({ id: "logistics.legDialog.to", defaultMessage: "To" })}
        error={errors.toPlace?.message}
      >
        <Input
          placeholder={t({
            id: "logistics.legDialog.toPlaceholder",
            defaultMessage: "e.g. Minneapolis, MN",
          })}
          {...form.register("toPlace")}
        />
      </FormField>
      <FormField
        label={t({ id: "logistics.legDialog.departure", defaultMessage: "Departure" })}
        error={errors.departureLocal?.message}
      >
        <Input type="datetime-local" {...form.register("departureLocal")} />
      </FormField>
      {zoneField(
        "departureTz",
        t({ id: "logistics.legDialog.departureTz", defaultMessage: "Departure time zone" }),
      )}
      <FormField
        label={t({ id: "logistics.legDialog.arrival", defaultMessage: "Arrival" })}
        error={errors.arrivalLocal?.message}
      >
        <Input type="datetime-local" {...form.register("arrivalLocal")} />
      </FormField>
      {zoneField(
        "arrivalTz",
        t({ id: "logistics.legDialog.arrivalTz", defaultMessage: "Arrival time zone" }),
      )}
      <FormField
        label={t({ id: "logistics.legDialog.carrier", defaultMessage: "Carrier" })}
        error={errors.carrier?.message}
      >
        <Input {...form.register("carrier")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.legDialog.number", defaultMessage: "Number" })}
        error={errors.number?.message}
      >
        <Input
          placeholder={t({
            id: "logistics.legDialog.numberPlaceholder",
            defaultMessage: "e.g. UA 123",
          })}
          {...form.register("number")}
        />
      </FormField>
      <FormField
        label={t({
          id: "logistics.legDialog.confirmationCode",
          defaultMessage: "Confirmation code",
        })}
        error={errors.confirmationCode?.message}
      >
        <Input {...form.register("confirmationCode")} />
      </FormField>
      {/* The fare is in the leg's currency, so the label names it. */}
      <FormField
        label={t(
          { id: "logistics.legDialog.cost", defaultMessage: "Cost ({currency})" },
          { currency: String(currency || home).toUpperCase() },
        )}
        error={errors.cost?.message}
      >
        <MoneyInput {...form.register("cost")} />
      </FormField>
      <WhoTravels
        tourId={tourId}
        open={open}
        listed={leg?.passengers ?? []}
        value={form.watch("passengerIds") ?? []}
        onChange={(ids) => form.setValue("passengerIds", ids, { shouldDirty: true })}
        error={errors.passengerIds?.message}
      />
    </FormDialog>
  );
}
