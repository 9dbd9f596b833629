import { ROW_CURRENCY_OPTIONS } from "@/client/components/currency-options";
import { ColumnChoices } from "@/client/components/sheet-import/column-choices";
import {
  type PreviewColumn,
  SheetPreviewTable,
} from "@/client/components/sheet-import/preview-table";
import { runSheetImport } from "@/client/components/sheet-import/run-import";
import { SheetRefusal, SheetSource } from "@/client/components/sheet-import/sheet-source";
import { useSheetPreview } from "@/client/components/sheet-import/use-sheet-preview";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { Spinner } from "@/client/components/ui/spinner";
import { type HomeAmounts, useHomeAmounts } from "@/client/lib/use-home-amounts";
import { useHomeCurrency } from "@/client/lib/use-money";
import { formatStoredIn } from "@/domain/currencies/currency";
import { EXPENSE_CATEGORIES, REVENUE_CATEGORIES } from "@/domain/finances/financials";
import type { FinancialPreviewRow } from "@/domain/finances/imports/financial-plan";
import {
  type ColumnMapping,
  FINANCIAL_FIELD_LABELS,
  FINANCIAL_IMPORT_FIELDS,
  type FinancialImportField,
} from "@/domain/imports/columns";
import { NUMBER_FORMAT_LABELS, NUMBER_FORMATS } from "@/domain/imports/numbers";
import {
  type FinancialImportAnswer,
  type FinancialImportChoices,
  financialImportSummaryText,
  previewFinancialImport,
  useImportFinancials,
} from "../api/financial-imports";

/** Each row's amounts in its own currency (issue 41): "£64.20" on a UK bank's sheet. */
const inRowCurrency = (money: HomeAmounts, r: FinancialPreviewRow, amount: string) =>
  r.currency ? formatStoredIn(amount, r.currency) : money.cents(amount);

const financialColumns = (money: HomeAmounts): PreviewColumn<FinancialPreviewRow>[] => [
  {
    head: "Type",
    cell: (r) => (r.type === "revenue" ? "Revenue" : "Expense"),
  },
  { head: "Category", cell: (r) => r.category },
  {
    head: "Anticipated",
    className: "text-right tabular-nums",
    cell: (r) => inRowCurrency(money, r, r.amountAnticipated ?? "0"),
  },
  {
    head: "Actual",
    className: "text-right tabular-nums",
    cell: (r) => (r.amountActual == null ? "—" : inRowCurrency(money, r, r.amountActual)),
  },
  {
    head: "In the sheet",
    className: "text-muted-foreground",
    cell: (r) => [r.date, r.description].filter(Boolean).join(" · "),
  },
];

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * Import a tour's financial rows from a budget sheet or a bank's CSV (issue 27 item 5, ADR
 * 0016): the same upload, mapping and preview as the show import. A bank's money out becomes
 * an expense, money in revenue; the rows are hand-entered ledger rows (ADR 0015).
 */
export default function ImportFinancialsDialog({
  tourId,
  tourTitle,
  open,
  onOpenChange,
}: {
  tourId: string;
  tourTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { sheet, setSheet, choices, setChoices, answer, refused, previewing, header } =
    useSheetPreview<FinancialImportChoices, FinancialImportAnswer>(
      open,
      previewFinancialImport(tourId),
    );
  const money = useHomeAmounts();
  const home = useHomeCurrency();
  const importRows = useImportFinancials(tourId);
  const reading = answer?.reading;
  const columns =
    choices.columns ??
    reading?.columns ??
    (Object.fromEntries(
      FINANCIAL_IMPORT_FIELDS.map((f) => [f, null]),
    ) as ColumnMapping<FinancialImportField>);
  const values = {
    numberFormat: choices.numberFormat ?? reading?.numberFormat ?? "point",
    defaultType: choices.defaultType ?? reading?.defaultType ?? "expense",
    entry: choices.entry ?? reading?.entry ?? "actual",
    expenseCategory: choices.expenseCategory ?? reading?.expenseCategory ?? "Other",
    revenueCategory: choices.revenueCategory ?? reading?.revenueCategory ?? "Other",
    sheetCurrency: choices.sheetCurrency ?? reading?.sheetCurrency ?? home,
  };
  const change = (next: FinancialImportChoices) =>
    setChoices({ columns, ...values, ...choices, ...next });
  const newRows = answer?.summary.newRows ?? 0;
  const canImport = Boolean(sheet && answer && newRows > 0 && !previewing);

  async function runImport() {
    if (!sheet) return;
    await runSheetImport(
      () => importRows.mutateAsync({ sheet, choices }),
      financialImportSummaryText,
      () => onOpenChange(false),
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importRows.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import financial rows into {tourTitle}</DialogTitle>
          <DialogDescription>
            Upload or paste a budget sheet or your bank's CSV (at most 10,000 rows, 5 MB). Money out
            becomes an expense, money in revenue. Nothing is saved until you import; rows already in
            the tour are skipped.
          </DialogDescription>
        </DialogHeader>

        <SheetSource
          onSheet={setSheet}
          pastePlaceholder={"Date,Description,Amount\n03/14/2027,Shell Gas,-64.20"}
          fileHelp="A bank's export (Date, Description, Amount or Debit/Credit) or a budget sheet (Type, Category, Anticipated, Actual), saved as CSV."
        />
        <SheetRefusal error={refused} />

        {header && header.length > 0 && (
          <div className="grid gap-4">
            <div className="grid gap-3 sm:grid-cols-3">
              <div className="grid gap-1.5">
                <Label htmlFor="import-entry">Amounts are</Label>
                <SelectField
                  id="import-entry"
                  value={values.entry}
                  onChange={(v) => change({ entry: v as FinancialImportChoices["entry"] })}
                  options={[
                    { value: "actual", label: "Actual (spent or received)" },
                    { value: "anticipated", label: "Anticipated (a budget)" },
                  ]}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-default-type">Rows that do not say are</Label>
                <SelectField
                  id="import-default-type"
                  value={values.defaultType}
                  onChange={(v) => change({ defaultType: v as "revenue" | "expense" })}
                  options={[
                    { value: "expense", label: "Expenses" },
                    { value: "revenue", label: "Revenue" },
                  ]}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-number-format">Amounts are written</Label>
                <SelectField
                  id="import-number-format"
                  value={values.numberFormat}
                  onChange={(v) => change({ numberFormat: v as "point" | "comma" })}
                  options={NUMBER_FORMATS.map((f) => ({
                    value: f,
                    label: NUMBER_FORMAT_LABELS[f],
                  }))}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-sheet-currency">Amounts are in</Label>
                <SelectField
                  id="import-sheet-currency"
                  value={values.sheetCurrency}
                  onChange={(v) => change({ sheetCurrency: v })}
                  options={ROW_CURRENCY_OPTIONS}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-expense-category">Expense category if none matches</Label>
                <SelectField
                  id="import-expense-category"
                  value={values.expenseCategory}
                  onChange={(v) => change({ expenseCategory: v })}
                  options={options(EXPENSE_CATEGORIES)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-revenue-category">Revenue category if none matches</Label>
                <SelectField
                  id="import-revenue-category"
                  value={values.revenueCategory}
                  onChange={(v) => change({ revenueCategory: v })}
                  options={options(REVENUE_CATEGORIES)}
                />
              </div>
            </div>
            <ColumnChoices
              header={header}
              fields={FINANCIAL_IMPORT_FIELDS}
              labels={FINANCIAL_FIELD_LABELS}
              columns={columns}
              onChange={(next) => change({ columns: next })}
            />
          </div>
        )}
        {previewing && !answer && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Reading the sheet…
          </p>
        )}
        {answer && (
          <SheetPreviewTable
            rows={answer.rows}
            columns={financialColumns(money)}
            summary={
              <>
                {answer.summary.rows.toLocaleString("en-US")} rows:{" "}
                <strong>{answer.summary.newRows.toLocaleString("en-US")} new</strong>,{" "}
                {answer.summary.existingRows.toLocaleString("en-US")} already there (skipped),{" "}
                <span
                  className={
                    answer.summary.errors > 0 ? "font-semibold text-destructive" : undefined
                  }
                >
                  {answer.summary.errors.toLocaleString("en-US")} with an error
                </span>
                .
              </>
            }
          />
        )}

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={importRows.isPending}
          >
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!canImport || importRows.isPending}>
            {importRows.isPending ? <Spinner /> : null}
            {newRows > 0
              ? `Import ${newRows.toLocaleString("en-US")} ${newRows === 1 ? "row" : "rows"}`
              : "Import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
