import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormDialogFooter } from "@/client/components/form-dialog-footer";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { showServerErrors } from "@/client/lib/server-errors";
import {
  emptyTourForm,
  TOUR_STATUS_LABELS,
  TOUR_STATUSES,
  type TourFormValues,
  type TourInput,
  tourInputSchema,
} from "@/domain/tours";
import { saveTourMutation, tourKeys } from "../api/tours";

const statusOptions = TOUR_STATUSES.map((s) => ({ value: s, label: TOUR_STATUS_LABELS[s] }));

export interface EditableTour {
  id: string;
  title: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  totalEstimatedCost: string | null;
}

function toForm(tour?: EditableTour): TourFormValues {
  if (!tour) return emptyTourForm;
  return {
    title: tour.title,
    status: tour.status as TourFormValues["status"],
    startDate: tour.startDate ?? "",
    endDate: tour.endDate ?? "",
    totalEstimatedCost: tour.totalEstimatedCost ?? "",
  };
}

interface TourFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The tour to edit; none creates a new one. */
  tour?: EditableTour;
  onSaved?(tour: { id: string }): void;
}

export function TourFormDialog({ open, onOpenChange, tour, onSaved }: TourFormDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<TourFormValues, unknown, TourInput>({
    resolver: zodResolver(tourInputSchema),
    defaultValues: toForm(tour),
  });
  useEffect(() => {
    if (open) form.reset(toForm(tour));
  }, [open, tour, form]);

  const save = useMutation({
    ...saveTourMutation,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: tourKeys.overview });
      toast.success(tour ? "Tour updated" : "Tour created", { description: saved.title });
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (err) => showServerErrors(form, err),
  });
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tour ? "Edit Tour" : "New Tour"}</DialogTitle>
          <DialogDescription>
            The dates and the estimated cost can be changed later.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => save.mutate({ id: tour?.id, input }))}
        >
          <FormField label="Title" error={errors.title?.message}>
            <Input autoComplete="off" {...form.register("title")} />
          </FormField>
          {/* FormField wires its label to the select trigger, so it sits inside the Controller. */}
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <FormField label="Status" error={errors.status?.message}>
                <SelectField
                  value={field.value ?? "planning"}
                  onChange={field.onChange}
                  options={statusOptions}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Start date" error={errors.startDate?.message}>
              <Input type="date" {...form.register("startDate")} />
            </FormField>
            <FormField label="End date" error={errors.endDate?.message}>
              <Input type="date" {...form.register("endDate")} />
            </FormField>
          </div>
          <FormField
            label="Total estimated cost (USD)"
            error={errors.totalEstimatedCost?.message}
            hint="Counts towards the Revenue Projection on the Overview."
          >
            <Input
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              {...form.register("totalEstimatedCost")}
            />
          </FormField>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            busy={save.isPending}
            submitLabel={tour ? "Save Tour" : "Create Tour"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
