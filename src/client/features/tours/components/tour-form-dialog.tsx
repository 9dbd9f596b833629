import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { useHomeMoneyLabel } from "@/client/lib/use-money";
import { type Shown, shownOr } from "@/domain/hidden";
import { moneyForEditing } from "@/domain/money";
import { TOUR_STATUS_CHOICES } from "@/domain/tours/tour-status";
import { emptyTourForm, type TourFormValues, tourInputSchema } from "@/domain/tours/tours";
import { useSaveTour } from "../api/use-tour-mutations";

// Only "cancelled" is chosen; planning, active and completed follow from the dates (issue 36).
const statusOptions = () =>
  TOUR_STATUS_CHOICES.map((s) => ({
    value: s,
    label:
      s === "cancelled"
        ? t({ id: "tours.status.cancelled", defaultMessage: "Cancelled" })
        : t({
            id: "tours.tourForm.byDates",
            defaultMessage: "By its dates (planning, active, completed)",
          }),
  }));

interface EditableTour {
  id: string;
  title: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  totalEstimatedCost: Shown<string | null>;
}

function toForm(tour?: EditableTour): TourFormValues {
  if (!tour) return emptyTourForm;
  return {
    title: tour.title,
    status: tour.status === "cancelled" ? "cancelled" : "planning",
    startDate: tour.startDate ?? "",
    endDate: tour.endDate ?? "",
    // Only managers edit a tour, and they see its money.
    totalEstimatedCost: moneyForEditing(shownOr(tour.totalEstimatedCost, null)),
  };
}

interface TourFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The tour to edit; none creates a new one. */
  tour?: EditableTour;
  onSaved?(tour: { id: string; title: string }): void;
}

export function TourFormDialog({ open, onOpenChange, tour, onSaved }: TourFormDialogProps) {
  const form = useDialogForm(tourInputSchema, open, toForm(tour));
  const save = useSaveTour();
  const errors = form.formState.errors;
  const label = useHomeMoneyLabel();

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        tour
          ? t({ id: "tours.tourForm.editTitle", defaultMessage: "Edit Tour" })
          : t({ id: "tours.tourForm.newTitle", defaultMessage: "New Tour" })
      }
      description={t({
        id: "tours.tourForm.description",
        defaultMessage: "The dates and the estimated gross can be changed later.",
      })}
      form={form}
      onSubmit={(input) => save.mutateAsync({ id: tour?.id, input })}
      submitLabel={
        tour
          ? t({ id: "tours.tourForm.save", defaultMessage: "Save Tour" })
          : t({ id: "tours.tourForm.create", defaultMessage: "Create Tour" })
      }
      successToast={(saved) => ({
        title: tour
          ? t({ id: "tours.tourForm.updated", defaultMessage: "Tour updated" })
          : t({ id: "tours.tourForm.created", defaultMessage: "Tour created" }),
        description: saved.title,
      })}
      onSaved={onSaved}
    >
      <FormField
        label={t({ id: "tours.tourForm.titleField", defaultMessage: "Title" })}
        error={errors.title?.message}
      >
        <Input autoComplete="off" {...form.register("title")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="status"
        label={t({ id: "tours.tourForm.status", defaultMessage: "Status" })}
        error={errors.status?.message}
        options={statusOptions()}
        fallback="planning"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t({ id: "tours.tourForm.startDate", defaultMessage: "Start date" })}
          error={errors.startDate?.message}
        >
          <Input type="date" {...form.register("startDate")} />
        </FormField>
        <FormField
          label={t({ id: "tours.tourForm.endDate", defaultMessage: "End date" })}
          error={errors.endDate?.message}
        >
          <Input type="date" {...form.register("endDate")} />
        </FormField>
      </div>
      <FormField
        label={label(t({ id: "tours.tourForm.estimatedGross", defaultMessage: "Estimated gross" }))}
        error={errors.totalEstimatedCost?.message}
        hint={t({
          id: "tours.tourForm.estimatedGrossHint",
          defaultMessage:
            "What the tour is expected to take in: the Overview's Revenue Projection adds these up. Costs go in the tour's budget.",
        })}
      >
        <MoneyInput {...form.register("totalEstimatedCost")} />
      </FormField>
    </FormDialog>
  );
}
