import { useEffect, useState } from "react";
import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { useHomeMoneyLabel } from "@/client/lib/use-money";
import { ContactFields } from "@/client/negotiation/contact-fields";
import { DateWarnings, useTourWidening } from "@/client/negotiation/date-warnings";
import { HoldFields } from "@/client/negotiation/hold-fields";
import { toInstant } from "@/client/negotiation/negotiation-fields";
import { VenuePicker } from "@/client/negotiation/venue-picker";
import { shownOr } from "@/domain/hidden";
import { moneyForEditing } from "@/domain/money";
import { NEXT_FREE_RANK } from "@/domain/negotiations/negotiations";
import {
  editShowSchema,
  type NewShowValues,
  newShowSchema,
} from "@/domain/negotiations/show-negotiation";
import { describeShowMoney } from "@/domain/tours/show-money";
import { emptyVenueForm } from "@/domain/tours/venues";
import type { ShowView, TourDetail } from "../api/tours";
import { useSaveShow } from "../api/use-show-mutations";
import { ShowStatusPanel } from "./show-status-panel";

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
    // Only managers edit a show, and they see its money.
    venueFee: moneyForEditing(shownOr(show?.venueFee, null)),
    estimatedTravelCost: moneyForEditing(shownOr(show?.estimatedTravelCost, null)),
    estimatedAccommodationCost: moneyForEditing(shownOr(show?.estimatedAccommodationCost, null)),
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
  // One schema per mode, both from src/domain and the same ones the API checks with.
  const schema = (show ? editShowSchema : newShowSchema) as unknown as typeof newShowSchema;
  const form = useDialogForm(schema, open, toForm(show));
  const [conflict, setConflict] = useState<string | null>(null);
  // Once the show has a deal, the deal is its money and the fee is only the offer it began as.
  const money = show ? shownOr(show.showMoney, null) : null;
  const dealMoney = money && money.basis !== "offer" ? money : null;
  const date = form.watch("performanceDate");
  const widening = useTourWidening(open, date, tour);
  useEffect(() => {
    if (open) setConflict(null);
  }, [open]);

  const save = useSaveShow();
  // One request: the show, and the tour's dates when the box says so (one transaction).
  const submit = () => {
    const values = { ...form.getValues(), widenTour: widening.widenTour };
    const input = show ? values : { ...values, holdExpiry: toInstant(values.holdExpiry) };
    // An override is asked for once, by "Confirm anyway"; the next try starts without it.
    if (!show) form.setValue("override", false);
    return save.mutateAsync({ tourId, showId: show?.id, input });
  };
  const errors = form.formState.errors;
  // The fee and estimates are in the home currency: the tour page totals them as they are.
  const label = useHomeMoneyLabel();

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={
        show
          ? t({ id: "tours.showForm.editTitle", defaultMessage: "Edit Show" })
          : t({ id: "tours.detail.addShow", defaultMessage: "Add Show" })
      }
      description={t({
        id: "tours.showForm.description",
        defaultMessage:
          "Pick a venue from your directory or add a new one. New shows take their place by date.",
      })}
      form={form}
      // The server parses the same raw values with the same schema.
      onSubmit={submit}
      submitLabel={
        show
          ? t({ id: "tours.showForm.save", defaultMessage: "Save Show" })
          : t({ id: "tours.detail.addShow", defaultMessage: "Add Show" })
      }
      successToast={() => ({
        title: show
          ? t({ id: "tours.showForm.updated", defaultMessage: "Show updated" })
          : t({ id: "tours.showForm.added", defaultMessage: "Show added" }),
        // The tour's dates changed with the show: never silently.
        description: widening.widenedText,
      })}
      onError={(err) => {
        if (!show && isDateConflict(err)) setConflict(err.message);
        else if (!placedOnFields(err))
          toast.error(t({ id: "tours.showList.error", defaultMessage: "Error" }), {
            description: err.message,
          });
      }}
    >
      {show ? <ShowStatusPanel show={show} /> : null}
      <VenuePicker form={form} open={open} startNew={!show} />
      <FormField
        label={t({ id: "tours.showForm.performanceDate", defaultMessage: "Performance date" })}
        error={errors.performanceDate?.message}
      >
        <Input type="date" {...form.register("performanceDate")} />
      </FormField>
      <DateWarnings
        // A hold or an inquiry on a night already played elsewhere: said before saving.
        date={open ? date : null}
        exceptId={show?.id}
        outside={widening.outside}
        widen={widening.widen}
        onWidenChange={widening.setWiden}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={label(t({ id: "tours.showForm.venueFee", defaultMessage: "Venue fee" }))}
          error={errors.venueFee?.message}
          hint={
            dealMoney
              ? t({
                  id: "tours.showForm.offerStarted",
                  defaultMessage: "The offer it started from",
                })
              : t({
                  id: "tours.showForm.offerNegotiating",
                  defaultMessage: "The offer while negotiating",
                })
          }
        >
          <MoneyInput {...form.register("venueFee")} />
        </FormField>
        <FormField
          label={label(t({ id: "tours.showForm.travelCost", defaultMessage: "Travel cost" }))}
          error={errors.estimatedTravelCost?.message}
        >
          <MoneyInput {...form.register("estimatedTravelCost")} />
        </FormField>
        <FormField
          label={label(t({ id: "tours.showForm.accommodation", defaultMessage: "Accommodation" }))}
          error={errors.estimatedAccommodationCost?.message}
        >
          <MoneyInput {...form.register("estimatedAccommodationCost")} />
        </FormField>
      </div>
      {dealMoney ? (
        <p className="text-sm" data-testid="show-form-deal-money">
          {t(
            {
              id: "tours.showForm.paidByDeal",
              defaultMessage: "This show is paid by its deal: {deal}.",
            },
            { deal: describeShowMoney(dealMoney) },
          )}
        </p>
      ) : null}
      {show ? null : <HoldFields form={form} conflict={conflict} />}
      <ContactFields form={form} />
    </FormDialog>
  );
}
