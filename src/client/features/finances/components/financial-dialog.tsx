import { Controller } from "react-hook-form";
import { ROW_CURRENCY_OPTIONS } from "@/client/components/currency-options";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { isCurrencyCode, minorUnitsOf } from "@/domain/currencies/currency";
import {
  categoriesFor,
  type Financial,
  type FinancialFormValues,
  financialInputSchema,
} from "@/domain/finances/financials";
import type { TourFinanceView } from "../api/finances";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { categoryLabel } from "../labels";
import { showLabel } from "./deal-dialog";
import { ReceiptField, useReceiptChoice } from "./receipt-field";
import type { RoadRowView } from "./road-rows-card";

const toForm = (
  row: Financial | null,
  road: RoadRowView | null,
  home: string,
): FinancialFormValues =>
  road && !row
    ? {
        // The route's estimate (in the home currency), to be replaced by the person's figure:
        // theirs from now on.
        type: "expense",
        category: road.category,
        amountAnticipated: road.amount,
        amountActual: "",
        isFinalized: false,
        date: road.date ?? "",
        showId: "",
        description: road.label,
        roadKey: road.key,
        currency: home,
        rate: "",
      }
    : row
      ? {
          type: row.type,
          category: row.category,
          amountAnticipated: row.amountAnticipated,
          amountActual: row.amountActual ?? "",
          isFinalized: row.isFinalized,
          date: row.date ?? "",
          showId: row.showId ?? "",
          description: row.description ?? "",
          currency: row.currency,
          // A rate typed for another home currency no longer applies: the field starts empty.
          rate: row.rateTo === home ? (row.rate ?? "") : "",
        }
      : {
          type: "expense",
          category: "",
          amountAnticipated: "",
          amountActual: "",
          isFinalized: false,
          date: "",
          showId: "",
          description: "",
          currency: home,
          rate: "",
        };

/** Add or edit one revenue or expense row of the tour: its day, show, description and receipt. */
export function FinancialDialog({
  tourId,
  shows,
  home,
  open,
  onOpenChange,
  row,
  road = null,
}: {
  tourId: string;
  shows: TourFinanceView["shows"];
  /** The workspace's home currency: a new row's, and what a typed rate converts to. */
  home: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  row: Financial | null;
  /** A road row of the route to type one's own figure for (issue 40). */
  road?: RoadRowView | null;
}) {
  const form = useDialogForm(financialInputSchema, open, toForm(row, road, home));
  const save = useFinancesMutation("saveFinancial");
  const receipt = useReceiptChoice(open);
  const upload = useFinancesMutation("uploadReceipt");
  const { errors } = form.formState;
  const typeOptions = [
    { value: "expense", label: t({ id: "finances.rowType.expense", defaultMessage: "Expense" }) },
    { value: "revenue", label: t({ id: "finances.rowType.revenue", defaultMessage: "Revenue" }) },
  ];
  const type = form.watch("type") ?? "expense";
  // A road row of tolls or a hotel night keeps the category the route counted it in.
  const roadCategory = road ?? (row?.roadKey ? row : null);
  const categories = [
    ...categoriesFor(type),
    ...(roadCategory && !categoriesFor(type).includes(roadCategory.category)
      ? [roadCategory.category]
      : []),
  ].map((c) => ({ value: c, label: categoryLabel(c) }));
  const currency = String(form.watch("currency") || home).toUpperCase();
  const foreign = currency !== home;
  // A row in KWD or BHD has fils: the field steps by them (the schema checks the decimals).
  const step = isCurrencyCode(currency) && minorUnitsOf(currency) === 3 ? { step: "0.001" } : {};
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        row
          ? t({ id: "finances.financialDialog.editTitle", defaultMessage: "Edit Financial Row" })
          : road
            ? t({
                id: "finances.financialDialog.roadTitle",
                defaultMessage: "Your Figure for a Road Row",
              })
            : t({ id: "finances.financialDialog.addTitle", defaultMessage: "Add Financial Row" })
      }
      description={
        road
          ? t({
              id: "finances.financialDialog.roadDescription",
              defaultMessage:
                "The route's estimate for this leg or day is replaced by your row, and never re-planned.",
            })
          : t({
              id: "finances.financialDialog.description",
              defaultMessage:
                "Travel and lodging come from the itinerary, show payouts from the deals.",
            })
      }
      form={form}
      fieldsClassName="sm:grid-cols-2"
      onSubmit={async (input) => {
        // A rate typed before the currency went back to the home one is not sent.
        const body = foreign ? input : { ...input, rate: null };
        const saved = await save.mutateAsync({ tourId, id: row?.id, input: body });
        // The row first, then its receipt: a refused file (too large, not a PDF or an
        // image, storage full) says why and leaves the saved row as it is.
        if (receipt.file) await upload.mutateAsync({ tourId, id: saved.id, file: receipt.file });
        return saved;
      }}
      submitLabel={
        row
          ? t({ id: "finances.financialDialog.save", defaultMessage: "Save Row" })
          : t({ id: "finances.financialDialog.add", defaultMessage: "Add Row" })
      }
      successToast={
        row
          ? t({ id: "finances.financialDialog.updated", defaultMessage: "Row updated" })
          : t({ id: "finances.financialDialog.added", defaultMessage: "Row added" })
      }
    >
      <FormSelect
        control={form.control}
        name="type"
        label={t({ id: "finances.provisionDialog.type", defaultMessage: "Type" })}
        options={typeOptions}
        error={errors.type?.message}
      />
      <FormSelect
        control={form.control}
        name="category"
        label={t({ id: "finances.budgetDialog.category", defaultMessage: "Category" })}
        options={categories}
        placeholder={t({
          id: "finances.budgetDialog.categoryPlaceholder",
          defaultMessage: "Select category",
        })}
        error={errors.category?.message}
      />
      <FormField
        label={t({ id: "finances.financialDialog.date", defaultMessage: "Date" })}
        error={errors.date?.message}
      >
        <Input type="date" {...form.register("date")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="showId"
        label={t({ id: "finances.provisionDialog.show", defaultMessage: "Show" })}
        options={shows.map((s) => ({ value: s.id, label: showLabel(s) }))}
        emptyLabel={t({
          id: "finances.financialDialog.noShow",
          defaultMessage: "No show (the whole tour)",
        })}
        placeholder={t({
          id: "finances.financialDialog.noShow",
          defaultMessage: "No show (the whole tour)",
        })}
        error={errors.showId?.message}
      />
      <FormField
        label={t({ id: "finances.provisionDialog.description", defaultMessage: "Description" })}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Input
          placeholder={t({
            id: "finances.financialDialog.descriptionPlaceholder",
            defaultMessage: "e.g. Diesel, Chicago to Detroit",
          })}
          {...form.register("description")}
        />
      </FormField>
      <CurrencySelect
        control={form.control}
        error={errors.currency?.message}
        options={ROW_CURRENCY_OPTIONS}
      />
      {foreign ? (
        <FormField
          label={t(
            {
              id: "finances.financialDialog.rate",
              defaultMessage: "Rate (1 {currency} in {home})",
            },
            { currency, home },
          )}
          error={errors.rate?.message}
          hint={t({
            id: "finances.financialDialog.rateHint",
            defaultMessage: "Leave empty to use the workspace's rate of the row's day (Settings).",
          })}
        >
          <Input
            inputMode="decimal"
            placeholder={t({
              id: "finances.dealDialog.ratePlaceholder",
              defaultMessage: "e.g. 1.2650",
            })}
            {...form.register("rate")}
          />
        </FormField>
      ) : (
        <div className="hidden sm:block" />
      )}
      <FormField
        label={t(
          {
            id: "finances.financialDialog.anticipated",
            defaultMessage: "Anticipated ({currency})",
          },
          { currency },
        )}
        error={errors.amountAnticipated?.message}
      >
        <MoneyInput {...step} {...form.register("amountAnticipated")} />
      </FormField>
      <FormField
        label={t(
          { id: "finances.financialDialog.actual", defaultMessage: "Actual ({currency})" },
          { currency },
        )}
        error={errors.amountActual?.message}
      >
        <MoneyInput {...step} {...form.register("amountActual")} />
      </FormField>
      <ReceiptField tourId={tourId} row={row} choice={receipt} />
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
            <Label htmlFor="financial-finalized">
              {t({
                id: "finances.financialDialog.finalized",
                defaultMessage: "Finalized (the actual amount counts)",
              })}
            </Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
