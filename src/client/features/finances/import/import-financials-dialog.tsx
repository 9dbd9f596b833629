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
import { t, tRich } from "@/client/i18n/t";
import { type HomeAmounts, useHomeAmounts } from "@/client/lib/use-home-amounts";
import { useHomeCurrency } from "@/client/lib/use-money";
import { formatStoredIn } from "@/domain/currencies/currency";
import { EXPENSE_CATEGORIES, REVENUE_CATEGORIES } from "@/domain/finances/financials";
import type { FinancialPreviewRow } from "@/domain/finances/imports/financial-plan";
import {
  type ColumnMapping,
  FINANCIAL_IMPORT_FIELDS,
  type FinancialImportField,
} from "@/domain/imports/columns";
import { NUMBER_FORMATS, type NumberFormat } from "@/domain/imports/numbers";
import {
  type FinancialImportAnswer,
  type FinancialImportChoices,
  financialImportSummaryText,
  previewFinancialImport,
  useImportFinancials,
} from "../api/financial-imports";
import { categoryLabel } from "../labels";

/** Each row's amounts in its own currency (issue 41): "£64.20" on a UK bank's sheet. */
const inRowCurrency = (money: HomeAmounts, r: FinancialPreviewRow, amount: string) =>
  r.currency ? formatStoredIn(amount, r.currency) : money.cents(amount);

const financialColumns = (money: HomeAmounts): PreviewColumn<FinancialPreviewRow>[] => [
  {
    head: t({ id: "finances.import.colType", defaultMessage: "Type" }),
    cell: (r) =>
      r.type === "revenue"
        ? t({ id: "finances.rowType.revenue", defaultMessage: "Revenue" })
        : t({ id: "finances.rowType.expense", defaultMessage: "Expense" }),
  },
  {
    head: t({ id: "finances.import.colCategory", defaultMessage: "Category" }),
    cell: (r) => (r.category ? categoryLabel(r.category) : r.category),
  },
  {
    head: t({ id: "finances.import.colAnticipated", defaultMessage: "Anticipated" }),
    className: "text-right tabular-nums",
    cell: (r) => inRowCurrency(money, r, r.amountAnticipated ?? "0"),
  },
  {
    head: t({ id: "finances.import.colActual", defaultMessage: "Actual" }),
    className: "text-right tabular-nums",
    cell: (r) => (r.amountActual == null ? "—" : inRowCurrency(money, r, r.amountActual)),
  },
  {
    head: t({ id: "finances.import.colInSheet", defaultMessage: "In the sheet" }),
    className: "text-muted-foreground",
    cell: (r) => [r.date, r.description].filter(Boolean).join(" · "),
  },
];

const options = (values: readonly string[]) =>
  values.map((v) => ({ value: v, label: categoryLabel(v) }));

/** The fields' names as the column choices show them (the keys are the API's). */
const fieldLabels = (): Record<FinancialImportField, string> => ({
  type: t({ id: "finances.import.fieldType", defaultMessage: "Type" }),
  category: t({ id: "finances.import.fieldCategory", defaultMessage: "Category" }),
  amount: t({ id: "finances.import.fieldAmount", defaultMessage: "Amount" }),
  debit: t({ id: "finances.import.fieldDebit", defaultMessage: "Debit" }),
  credit: t({ id: "finances.import.fieldCredit", defaultMessage: "Credit" }),
  anticipated: t({ id: "finances.import.fieldAnticipated", defaultMessage: "Anticipated" }),
  actual: t({ id: "finances.import.fieldActual", defaultMessage: "Actual" }),
  description: t({ id: "finances.import.fieldDescription", defaultMessage: "Description" }),
  date: t({ id: "finances.import.fieldDate", defaultMessage: "Date" }),
  show: t({ id: "finances.import.fieldShow", defaultMessage: "Show" }),
  currency: t({ id: "finances.import.fieldCurrency", defaultMessage: "Currency" }),
});

const numberFormatLabel = (f: NumberFormat) =>
  f === "point"
    ? t({ id: "finances.import.formatPoint", defaultMessage: "1,200.50 (US, UK)" })
    : t({ id: "finances.import.formatComma", defaultMessage: "1.200,50 (Europe)" });

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
          <DialogTitle>
            {t(
              { id: "finances.import.title", defaultMessage: "Import financial rows into {tour}" },
              { tour: tourTitle },
            )}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "finances.import.description",
              defaultMessage:
                "Upload or paste a budget sheet or your bank's CSV (at most 10,000 rows, 5 MB). Money out becomes an expense, money in revenue. Nothing is saved until you import; rows already in the tour are skipped.",
            })}
          </DialogDescription>
        </DialogHeader>

        <SheetSource
          onSheet={setSheet}
          pastePlaceholder={t({
            id: "finances.import.pastePlaceholder",
            defaultMessage: "Date,Description,Amount\n03/14/2027,Shell Gas,-64.20",
          })}
          fileHelp={t({
            id: "finances.import.fileHelp",
            defaultMessage:
              "A bank's export (Date, Description, Amount or Debit/Credit) or a budget sheet (Type, Category, Anticipated, Actual), saved as CSV.",
          })}
        />
        <SheetRefusal error={refused} />

        {header && header.length > 0 && (
          <div className="grid gap-4">
            <div className="grid gap-3 sm:grid-cols-3">
              <div className="grid gap-1.5">
                <Label htmlFor="import-entry">
                  {t({ id: "finances.import.entry", defaultMessage: "Amounts are" })}
                </Label>
                <SelectField
                  id="import-entry"
                  value={values.entry}
                  onChange={(v) => change({ entry: v as FinancialImportChoices["entry"] })}
                  options={[
                    {
                      value: "actual",
                      label: t({
                        id: "finances.import.entryActual",
                        defaultMessage: "Actual (spent or received)",
                      }),
                    },
                    {
                      value: "anticipated",
                      label: t({
                        id: "finances.import.entryAnticipated",
                        defaultMessage: "Anticipated (a budget)",
                      }),
                    },
                  ]}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-default-type">
                  {t({
                    id: "finances.import.defaultType",
                    defaultMessage: "Rows that do not say are",
                  })}
                </Label>
                <SelectField
                  id="import-default-type"
                  value={values.defaultType}
                  onChange={(v) => change({ defaultType: v as "revenue" | "expense" })}
                  options={[
                    {
                      value: "expense",
                      label: t({ id: "finances.import.typeExpenses", defaultMessage: "Expenses" }),
                    },
                    {
                      value: "revenue",
                      label: t({ id: "finances.rowType.revenue", defaultMessage: "Revenue" }),
                    },
                  ]}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-number-format">
                  {t({ id: "finances.import.numberFormat", defaultMessage: "Amounts are written" })}
                </Label>
                <SelectField
                  id="import-number-format"
                  value={values.numberFormat}
                  onChange={(v) => change({ numberFormat: v as "point" | "comma" })}
                  options={NUMBER_FORMATS.map((f) => ({
                    value: f,
                    label: numberFormatLabel(f),
                  }))}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-sheet-currency">
                  {t({ id: "finances.import.sheetCurrency", defaultMessage: "Amounts are in" })}
                </Label>
                <SelectField
                  id="import-sheet-currency"
                  value={values.sheetCurrency}
                  onChange={(v) => change({ sheetCurrency: v })}
                  options={ROW_CURRENCY_OPTIONS}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-expense-category">
                  {t({
                    id: "finances.import.expenseCategory",
                    defaultMessage: "Expense category if none matches",
                  })}
                </Label>
                <SelectField
                  id="import-expense-category"
                  value={values.expenseCategory}
                  onChange={(v) => change({ expenseCategory: v })}
                  options={options(EXPENSE_CATEGORIES)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="import-revenue-category">
                  {t({
                    id: "finances.import.revenueCategory",
                    defaultMessage: "Revenue category if none matches",
                  })}
                </Label>
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
              labels={fieldLabels()}
              columns={columns}
              onChange={(next) => change({ columns: next })}
            />
          </div>
        )}
        {previewing && !answer && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t({ id: "finances.import.reading", defaultMessage: "Reading the sheet…" })}
          </p>
        )}
        {answer && (
          <SheetPreviewTable
            rows={answer.rows}
            columns={financialColumns(money)}
            summary={
              <>
                {tRich(
                  {
                    id: "finances.import.previewSummary",
                    defaultMessage:
                      "{rows, number} rows: <b>{newRows, number} new</b>, {existing, number} already there (skipped), <err>{errors, number} with an error</err>.",
                  },
                  {
                    rows: answer.summary.rows,
                    newRows: answer.summary.newRows,
                    existing: answer.summary.existingRows,
                    errors: answer.summary.errors,
                    b: (chunks) => <strong>{chunks}</strong>,
                    err: (chunks) => (
                      <span
                        className={
                          answer.summary.errors > 0 ? "font-semibold text-destructive" : undefined
                        }
                      >
                        {chunks}
                      </span>
                    ),
                  },
                )}
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
            {t({ id: "finances.import.cancel", defaultMessage: "Cancel" })}
          </Button>
          <Button onClick={runImport} disabled={!canImport || importRows.isPending}>
            {importRows.isPending ? <Spinner /> : null}
            {newRows > 0
              ? t(
                  {
                    id: "finances.import.importRows",
                    defaultMessage: "Import {count, plural, one {# row} other {# rows}}",
                  },
                  { count: newRows },
                )
              : t({ id: "finances.financials.import", defaultMessage: "Import" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
