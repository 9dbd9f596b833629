import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { t } from "@/client/i18n/t";
import {
  BUDGET_CATEGORIES,
  type BudgetFormValues,
  budgetInputSchema,
} from "@/domain/finances/budgets";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { categoryLabel } from "../labels";
import { useHomeMoney } from "./home-currency";

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
  const options = BUDGET_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "finances.budgetDialog.title", defaultMessage: "Set Budget" })}
      form={form}
      onSubmit={(input) => save.mutateAsync({ tourId, input })}
      submitLabel={t({ id: "finances.budgetDialog.submit", defaultMessage: "Save Budget" })}
      successToast={t({ id: "finances.budgetDialog.saved", defaultMessage: "Budget saved" })}
    >
      <FormSelect
        control={form.control}
        name="category"
        label={t({ id: "finances.budgetDialog.category", defaultMessage: "Category" })}
        options={options}
        placeholder={t({
          id: "finances.budgetDialog.categoryPlaceholder",
          defaultMessage: "Select category",
        })}
        error={errors.category?.message}
      />
      <FormField
        label={t(
          { id: "finances.budgetDialog.amount", defaultMessage: "Budget ({currency})" },
          { currency: code },
        )}
        error={errors.amount?.message}
      >
        <MoneyInput {...form.register("amount")} />
      </FormField>
    </FormDialog>
  );
}
