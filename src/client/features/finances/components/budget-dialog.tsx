import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { moneyLabel } from "@/client/lib/use-money";
import {
  BUDGET_CATEGORIES,
  type BudgetFormValues,
  budgetInputSchema,
} from "@/domain/finances/budgets";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { useHomeMoney } from "./home-currency";

const options = BUDGET_CATEGORIES.map((c) => ({ value: c, label: c }));

/** Set (or change) the budget of one expense category. */
export function BudgetDialog({
  tourId,
  open,
  onOpenChange,
  values,
}: {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  values: BudgetFormValues;
}) {
  const form = useDialogForm(budgetInputSchema, open, values);
  const save = useFinancesMutation("setBudget");
  const { errors } = form.formState;
  // A budget is in the home currency (ADR 0026), the one the tour's finance answer is in.
  const { code } = useHomeMoney();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set Budget"
      form={form}
      onSubmit={(input) => save.mutateAsync({ tourId, input })}
      submitLabel="Save Budget"
      successToast="Budget saved"
    >
      <FormSelect
        control={form.control}
        name="category"
        label="Category"
        options={options}
        placeholder="Select category"
        error={errors.category?.message}
      />
      <FormField label={moneyLabel("Budget", code)} error={errors.amount?.message}>
        <MoneyInput {...form.register("amount")} />
      </FormField>
    </FormDialog>
  );
}
