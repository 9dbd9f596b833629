import { z } from "zod";
import type { CurrencyCode } from "../../currencies/currency";
import { currencyInput } from "../../currencies/currency-inputs";
import { say } from "../../i18n/words";
import { refusal } from "../../i18n/zod-words";
import {
  type ColumnMapping,
  FINANCIAL_IMPORT_FIELDS,
  type FinancialImportField,
  guessFinancialColumns,
} from "../../imports/columns";
import { DATE_ORDERS, type DateOrder, guessDateOrder } from "../../imports/dates";
import { noSuchColumn } from "../../imports/limits";
import {
  anyNegative,
  cellCurrency,
  guessNumberFormat,
  NUMBER_FORMATS,
  type NumberFormat,
} from "../../imports/numbers";
import { IMPORT_REFUSALS } from "../../imports/query-refusals";
import type { Sheet } from "../../imports/sheet";
import { NO_COLUMN_MESSAGE_FOR } from "../../tours/imports/show-import-query";
import {
  EXPENSE_CATEGORIES,
  FINANCIAL_TYPES,
  type FinancialType,
  REVENUE_CATEGORIES,
} from "../financials";
import { FINANCE_REFUSALS } from "../refusals";
import {
  FINANCIAL_ENTRIES,
  type FinancialEntry,
  type FinancialImportOptions,
} from "./financial-rows";

const ACTUAL_OR_ANTICIPATED = {
  id: "finances.validation.actualOrAnticipated",
  defaultMessage: "Amounts are actual or anticipated",
};

const column = z
  .string()
  .trim()
  .regex(/^(\d{1,4}|none)?$/, refusal(IMPORT_REFUSALS.chooseColumn))
  .optional();

/**
 * The query of a tour's money import (the body is the sheet): a column per field, the number
 * format, the type of rows that do not say, whether a lone amount is actual or anticipated,
 * and the category of rows whose Category is not one of ours. Anything left out is guessed.
 */
export const financialImportQuerySchema = z.object({
  ...(Object.fromEntries(FINANCIAL_IMPORT_FIELDS.map((f) => [f, column])) as Record<
    FinancialImportField,
    typeof column
  >),
  numberFormat: z.enum(NUMBER_FORMATS, refusal(IMPORT_REFUSALS.numberFormat)).optional(),
  dateOrder: z.enum(DATE_ORDERS, refusal(IMPORT_REFUSALS.dateOrder)).optional(),
  defaultType: z.enum(FINANCIAL_TYPES, refusal(FINANCE_REFUSALS.revenueOrExpense)).optional(),
  entry: z.enum(FINANCIAL_ENTRIES, refusal(ACTUAL_OR_ANTICIPATED)).optional(),
  expenseCategory: z
    .enum(EXPENSE_CATEGORIES, refusal(FINANCE_REFUSALS.expenseCategoryFromList))
    .default("Other"),
  revenueCategory: z
    .enum(REVENUE_CATEGORIES, refusal(FINANCE_REFUSALS.revenueCategoryFromList))
    .default("Other"),
  /**
   * The currency of rows with no Currency cell (a row's columns take every currency). Not
   * `currency`: that is the Currency column's index, like every field's.
   */
  sheetCurrency: currencyInput(undefined, { anyDecimals: true }).optional(),
});
export type FinancialImportQuery = z.infer<typeof financialImportQuerySchema>;

export interface FinancialSheetReading {
  header: string[];
  delimiter: Sheet["delimiter"];
  columns: ColumnMapping<FinancialImportField>;
  numberFormat: NumberFormat;
  /** The Date column's order; ambiguous: guessed month first, each such date warned of. */
  dateOrder: DateOrder;
  dateOrderAmbiguous: boolean;
  signedAmounts: boolean;
  defaultType: FinancialType;
  entry: FinancialEntry;
  expenseCategory: string;
  revenueCategory: string;
  sheetCurrency: CurrencyCode;
}

export type ResolvedFinancialOptions =
  | { ok: true; options: FinancialImportOptions; reading: FinancialSheetReading }
  | { ok: false; message: string; field: string };

const noAmountColumn = () =>
  say({
    id: "finances.import.noAmountColumn",
    defaultMessage:
      "No amount column was recognised: name one Amount, Debit/Credit or Anticipated/Actual, or choose it.",
  });

/**
 * The sheet's currency when none was chosen: the one its amount cells name ("£64.20",
 * "64,20 EUR") when they name exactly one, else the workspace's home currency.
 */
function guessSheetCurrency(cells: readonly string[], home: CurrencyCode): CurrencyCode {
  const named = new Set(cells.map(cellCurrency).filter((c) => c !== null));
  return named.size === 1 ? [...named][0]! : home;
}

/**
 * The options of a money import, chosen or guessed. A sheet with no amount column of any
 * kind cannot become financial rows and is refused with what its header reads.
 */
export function resolveFinancialImport(
  sheet: Sheet,
  q: FinancialImportQuery & { home: CurrencyCode },
): ResolvedFinancialOptions {
  const named = FINANCIAL_IMPORT_FIELDS.some((f) => q[f] !== undefined);
  const columns = { ...guessFinancialColumns(sheet.header) };
  if (named) {
    for (const f of FINANCIAL_IMPORT_FIELDS) {
      const v = q[f];
      columns[f] = v === undefined || v === "" || v === "none" ? null : Number(v);
      if (columns[f] !== null && columns[f]! >= sheet.header.length) {
        return { ok: false, field: f, message: noSuchColumn(Number(v) + 1) };
      }
    }
  }
  const amountColumns = [
    columns.amount,
    columns.debit,
    columns.credit,
    columns.anticipated,
    columns.actual,
  ];
  if (amountColumns.every((c) => c === null)) {
    const anything = Object.values(columns).some((c) => c !== null);
    return anything
      ? { ok: false, field: "amount", message: noAmountColumn() }
      : { ok: false, field: "columns", message: NO_COLUMN_MESSAGE_FOR(sheet.header) };
  }
  const cellsOf = (index: number | null) =>
    index === null ? [] : sheet.rows.map((r) => r.cells[index] ?? "");
  const numberFormat =
    q.numberFormat ?? guessNumberFormat(amountColumns.flatMap((c) => cellsOf(c)));
  // A bank's statement writes money out negative; a budget sheet has no negative amounts.
  const signedAmounts = anyNegative(cellsOf(columns.amount));
  // Without Anticipated/Actual columns a bank's sheet is what happened; a budget is a plan.
  const entry =
    q.entry ??
    (signedAmounts || columns.debit !== null || columns.credit !== null ? "actual" : "anticipated");
  const defaultType = q.defaultType ?? "expense";
  const guess = guessDateOrder(cellsOf(columns.date));
  const dateOrder = q.dateOrder ?? guess.order;
  const dateOrderAmbiguous = q.dateOrder === undefined && guess.ambiguous;
  const currency =
    q.sheetCurrency ??
    guessSheetCurrency(
      amountColumns.flatMap((c) => cellsOf(c)),
      q.home,
    );
  const options: FinancialImportOptions = {
    columns,
    numberFormat,
    signedAmounts,
    defaultType,
    entry,
    defaultExpenseCategory: q.expenseCategory,
    defaultRevenueCategory: q.revenueCategory,
    dateOrder,
    dateOrderAmbiguous,
    currency,
  };
  return {
    ok: true,
    options,
    reading: {
      header: sheet.header,
      delimiter: sheet.delimiter,
      columns,
      numberFormat,
      dateOrder,
      dateOrderAmbiguous,
      signedAmounts,
      defaultType,
      entry,
      expenseCategory: q.expenseCategory,
      revenueCategory: q.revenueCategory,
      sheetCurrency: currency,
    },
  };
}
