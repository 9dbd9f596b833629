import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Label } from "@/client/components/ui/label";
import {
  categoriesFor,
  type Financial,
  type FinancialFormValues,
  financialInputSchema,
} from "@/domain/finances/financials";
import { useFinancesMutation } from "../api/use-finances-mutations";

const typeOptions = [
  { value: "expense", label: "Expense" },
  { value: "revenue", label: "Revenue" },
];

const toForm = (row: Financial | null): FinancialFormValues =>
  row
    ? {
        type: row.type,
        category: row.category,
        amountAnticipated: row.amountAnticipated,
        amountActual: row.amountActual ?? "",
        isFinalized: row.isFinalized,
      }
    : {
        type: "expense",
        category: "",
        amountAnticipated: "",
        amountActual: "",
        isFinalized: false,
      };

/** Add or edit one revenue or expense row of the tour. */
export function FinancialDialog({
  tourId,
  open,
  onOpenChange,
  row,
}: {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  row: Financial | null;
}) {
  const form = useDialogForm(financialInputSchema, open, toForm(row));
  const save = useFinancesMutation("saveFinancial");
  const { errors } = form.formState;
  const type = form.watch("type") ?? "expense";
  const categories = categoriesFor(type).map((c) => ({ value: c, label: c }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? "Edit Financial Row" : "Add Financial Row"}
      description="Travel and lodging come from the itinerary, show payouts from the deals."
      form={form}
      fieldsClassName="sm:grid-cols-2"
      onSubmit={(input) => save.mutateAsync({ tourId, id: row?.id, input })}
      submitLabel={row ? "Save Row" : "Add Row"}
      successToast={row ? "Row updated" : "Row added"}
    >
      <FormSelect
        control={form.control}
        name="type"
        label="Type"
        options={typeOptions}
        error={errors.type?.message}
      />
      <FormSelect
        control={form.control}
        name="category"
        label="Category"
        options={categories}
        placeholder="Select category"
        error={errors.category?.message}
      />
      <FormField label="Anticipated ($)" error={errors.amountAnticipated?.message}>
        <MoneyInput {...form.register("amountAnticipated")} />
      </FormField>
      <FormField label="Actual ($)" error={errors.amountActual?.message}>
        <MoneyInput {...form.register("amountActual")} />
      </FormField>
      <Controller
        control={form.control}
        name="isFinalized"
        render={({ field }) => (
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id="financial-finalized"
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <Label htmlFor="financial-finalized">Finalized (the actual amount counts)</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
