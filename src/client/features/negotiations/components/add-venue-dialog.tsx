import { useQuery } from "@tanstack/react-query";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import { useHomeMoneyLabel } from "@/client/lib/use-money";
import { ContactFields } from "@/client/negotiation/contact-fields";
import { DateWarnings, useTourWidening } from "@/client/negotiation/date-warnings";
import { HoldFields } from "@/client/negotiation/hold-fields";
import { pickedRank, toInstant } from "@/client/negotiation/negotiation-fields";
import { VenuePicker } from "@/client/negotiation/venue-picker";
import {
  type CreateNegotiationValues,
  createNegotiationSchema,
  NEXT_FREE_RANK,
} from "@/domain/negotiations/negotiations";
import { emptyVenueForm } from "@/domain/tours/venues";
import { useCreateNegotiation } from "../api/use-negotiation-mutations";
import { TourField } from "./tour-field";

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
  const form = useDialogForm(createNegotiationSchema, open, EMPTY);
  const create = useCreateNegotiation();
  const showErrors = form.formState.errors.show;
  const label = useHomeMoneyLabel();
  const date = form.watch("show.performanceDate");
  const tourId = form.watch("tourId");
  const chosenTour =
    form.watch("tourMode") === "existing"
      ? tours.data?.find((tour) => tour.id === tourId)
      : undefined;
  const widening = useTourWidening(open, date, chosenTour);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={t({ id: "negotiations.page.addVenue", defaultMessage: "Add Venue" })}
      description={t({
        id: "negotiations.addVenue.description",
        defaultMessage:
          "Start a negotiation: a venue on one of your tours, with its date, fee and status.",
      })}
      form={form}
      onSubmit={() => {
        const v = form.getValues();
        return create.mutateAsync({
          ...v,
          newTour: v.tourMode === "new" ? v.newTour : undefined,
          holdRank: v.status === "hold" ? pickedRank(v.holdRank) : undefined,
          holdExpiry: v.status === "hold" ? toInstant(v.holdExpiry) : undefined,
          // The tour's dates widen with the show, in the same request.
          widenTour: widening.widenTour,
        });
      }}
      submitLabel={t({ id: "negotiations.page.addVenue", defaultMessage: "Add Venue" })}
      successToast={(d) => ({
        title: t({ id: "negotiations.addVenue.added", defaultMessage: "Venue added" }),
        description: [
          t(
            {
              id: "negotiations.addVenue.addedDescription",
              defaultMessage:
                "{venue} is {status, select, pending {pending} hold {hold} challenge {challenge} confirmed {confirmed} released {released} declined {declined} other {{status}}}.",
            },
            { venue: d.negotiation.venueName, status: d.negotiation.status },
          ),
          widening.widenedText,
        ]
          .filter(Boolean)
          .join(" "),
      })}
    >
      <TourField form={form} tours={tours.data} loading={tours.isPending} open={open} />
      <VenuePicker form={form} open={open} prefix="show." />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t({ id: "negotiations.addVenue.date", defaultMessage: "Performance date" })}
          error={showErrors?.performanceDate?.message}
        >
          <Input type="date" {...form.register("show.performanceDate")} />
        </FormField>
        <FormField
          label={label(t({ id: "negotiations.addVenue.fee", defaultMessage: "Fee" }))}
          error={showErrors?.venueFee?.message}
          hint={t({
            id: "negotiations.addVenue.feeHint",
            defaultMessage: "The offer while negotiating",
          })}
        >
          <MoneyInput {...form.register("show.venueFee")} />
        </FormField>
      </div>
      <DateWarnings
        date={date}
        outside={widening.outside}
        widen={widening.widen}
        onWidenChange={widening.setWiden}
      />
      <HoldFields form={form} />
      <ContactFields form={form} />
    </FormDialog>
  );
}
