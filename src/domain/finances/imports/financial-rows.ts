import {
  type CurrencyCode,
  decimalsRefusal,
  isCurrencyCode,
  storedScaleOf,
  unknownCurrencyMessage,
} from "../../currencies/currency";
import {
  type ColumnMapping,
  FINANCIAL_FIELD_LABELS,
  type FinancialImportField,
} from "../../imports/columns";
import { type DateOrder, readSheetDate } from "../../imports/dates";
import {
  cellCurrency,
  cellFitsCurrency,
  type NumberFormat,
  readSheetMoney,
  readSignedSheetMoney,
} from "../../imports/numbers";
import type { Sheet } from "../../imports/sheet";
import { textProblem } from "../../storable-text";
import { formulaWarning } from "../../tours/imports/show-rows";
import { categoriesFor, type FinancialType } from "../financials";

/** Whether a plain amount is what was spent (a bank statement) or what is expected (a budget). */
export const FINANCIAL_ENTRIES = ["actual", "anticipated"] as const;
export type FinancialEntry = (typeof FINANCIAL_ENTRIES)[number];

/** What the person chose in the mapping step for a tour's money sheet. */
export interface FinancialImportOptions {
  columns: ColumnMapping<FinancialImportField>;
  numberFormat: NumberFormat;
  /** The Amount column has negative cells: a negative amount is an expense, a positive one revenue. */
  signedAmounts: boolean;
  /** The type of rows that say nothing of it (no Type column, no sign, no Debit/Credit). */
  defaultType: FinancialType;
  /** Where a lone amount goes. Anticipated and Actual columns say it themselves. */
  entry: FinancialEntry;
  /** The category of rows whose Category cell is empty or not one of ours. */
  defaultExpenseCategory: string;
  defaultRevenueCategory: string;
  /** How the Date column writes its dates; ambiguous when no cell told and none was chosen. */
  dateOrder: DateOrder;
  dateOrderAmbiguous: boolean;
  /** The currency of rows with no Currency cell: chosen, named by the amounts, or the home one. */
  currency: CurrencyCode;
}

/** One sheet row read as a hand-entered ledger row (ADR 0015, source `row`). */
export interface ImportedFinancial {
  type: FinancialType;
  category: string;
  amountAnticipated: string;
  amountActual: string | null;
  isFinalized: boolean;
  description: string | null;
  /** "YYYY-MM-DD". */
  date: string | null;
  /** The Show cell as written: the plan finds the tour's show it names (a venue). */
  show: string | null;
  /** Issue 41: the amounts are in it, as written; the ledger converts them like any row's. */
  currency: CurrencyCode;
}

export type MappedFinancial =
  | { row: number; ok: true; financial: ImportedFinancial; warnings: string[] }
  | { row: number; ok: false; reason: string };

const REVENUE_WORDS = new Set(["revenue", "income", "credit", "cr", "in", "deposit", "earning"]);
const EXPENSE_WORDS = new Set([
  "expense",
  "expenses",
  "cost",
  "debit",
  "dr",
  "out",
  "spend",
  "payment",
]);

/** Sheet words for our categories, compared as headerKey-like keys (lower case, letters only). */
const CATEGORY_WORDS: Record<FinancialType, Record<string, string>> = {
  expense: {
    van: "Van rental",
    vanrental: "Van rental",
    vehicle: "Van rental",
    gas: "Fuel",
    petrol: "Fuel",
    diesel: "Fuel",
    crew: "Crew wages",
    wages: "Crew wages",
    salaries: "Crew wages",
    sound: "Production",
    lights: "Production",
    backline: "Production",
    ads: "Marketing",
    advertising: "Marketing",
    promo: "Marketing",
    food: "Meals & per diems",
    meals: "Meals & per diems",
    perdiems: "Meals & per diems",
    perdiem: "Meals & per diems",
    commission: "Commissions",
  },
  revenue: {
    tickets: "Ticket sales",
    ticketing: "Ticket sales",
    merch: "Merchandise",
    sponsor: "Sponsorship",
    sponsors: "Sponsorship",
    streaming: "Streaming & royalties",
    royalties: "Streaming & royalties",
  },
};
const categoryKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** The sheet's category as one of ours for the type, or null when it names none of them. */
function matchCategory(type: FinancialType, text: string): string | null {
  const key = categoryKey(text);
  if (key === "") return null;
  const own = categoriesFor(type).find((c) => categoryKey(c) === key);
  return own ?? CATEGORY_WORDS[type][key] ?? null;
}

/** The type a Type cell names ("Expense", "income", "DR"), or null. */
function readType(text: string): FinancialType | null {
  const key = categoryKey(text);
  if (REVENUE_WORDS.has(key)) return "revenue";
  if (EXPENSE_WORDS.has(key)) return "expense";
  return null;
}

const AMOUNT_FIELDS = ["amount", "debit", "credit", "anticipated", "actual"] as const;

const NEUTRALISED = /^'(?=[=+\-@\t\r])/;
const FORMULA_LIKE = /^[=@]|^\+(?![\d\s().-]+$)/;
const isZero = (amount: string) => /^0+\.00$/.test(amount);
/** "03/04/2027": either number could be the month. (ISO and "13/04/2027" say it themselves.) */
const isAmbiguousDate = (text: string) => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}/.exec(text.trim());
  return m !== null && Number(m[1]) <= 12 && Number(m[2]) <= 12 && Number(m[1]) !== Number(m[2]);
};

export const mapFinancialRows = (sheet: Sheet, o: FinancialImportOptions): MappedFinancial[] =>
  sheet.rows.map(({ row, cells }) => mapFinancialRow(row, cells, o));

/**
 * A data row as a financial row, or the reason it cannot be: "row 4: Amount 12,5 is not an
 * amount". The type comes from a Type cell, else Debit/Credit, else the Amount's sign on a
 * bank's sheet (negative = money out = expense), else the default; the amount is always
 * stored positive (ADR 0009).
 */
function mapFinancialRow(
  row: number,
  cells: readonly string[],
  o: FinancialImportOptions,
): MappedFinancial {
  const cell = (field: FinancialImportField) => {
    const index = o.columns[field];
    const raw = index === null ? "" : (cells[index] ?? "");
    return raw.trim().replace(NEUTRALISED, "");
  };
  const fail = (reason: string): MappedFinancial => ({
    row,
    ok: false,
    reason: `row ${row}: ${reason}`,
  });
  const warnings: string[] = [];
  for (const field of ["type", "category", "description", "date", "show", "currency"] as const) {
    const text = cell(field);
    const problem = textProblem(text);
    if (problem) return fail(`${FINANCIAL_FIELD_LABELS[field]}: ${problem}`);
    if (FORMULA_LIKE.test(text))
      warnings.push(formulaWarning(row, FINANCIAL_FIELD_LABELS[field], text));
  }

  let currency = o.currency;
  const currencyText = cell("currency");
  if (currencyText !== "") {
    if (!isCurrencyCode(currencyText.toUpperCase()))
      return fail(`Currency ${unknownCurrencyMessage(currencyText)}`);
    currency = currencyText.toUpperCase();
  }
  // "£64.20" on a row in dollars would be read as $64.20 (and "$12" on a row in pounds as
  // £12): refused by name instead.
  for (const field of AMOUNT_FIELDS) {
    if (cellFitsCurrency(cell(field), currency)) continue;
    const named = cellCurrency(cell(field));
    const what = `${FINANCIAL_FIELD_LABELS[field]} ${cell(field)}`;
    return fail(
      `${named ? `${what} is in ${named}, but the row is in ${currency}` : `${what} is not in ${currency}, the row's currency`}: choose the sheet's currency or give the row a Currency`,
    );
  }
  const decimals = storedScaleOf(currency);
  /** An amount with more decimals than the row's currency has ("1200.50" yen), by name. */
  const misfit = (field: FinancialImportField, value: string) => {
    const refusal = decimalsRefusal(value, currency);
    return refusal ? `${FINANCIAL_FIELD_LABELS[field]} ${cell(field)}: ${refusal}` : null;
  };

  let type: FinancialType | null = null;
  const typeText = cell("type");
  if (typeText !== "") {
    type = readType(typeText);
    if (type === null) return fail(`Type ${typeText} is not revenue or expense`);
  }

  let amount: string | null = null;
  let anticipated: string | null = null;
  let actual: string | null = null;
  if (o.columns.debit !== null || o.columns.credit !== null) {
    const debit = readSheetMoney(
      cell("debit").replace(/^-/, ""),
      o.numberFormat,
      "Debit",
      decimals,
    );
    if (!debit.ok) return fail(debit.message);
    const credit = readSheetMoney(cell("credit"), o.numberFormat, "Credit", decimals);
    if (!credit.ok) return fail(credit.message);
    const wrong = misfit("debit", debit.value) ?? misfit("credit", credit.value);
    if (wrong) return fail(wrong);
    const [d, c] = [!isZero(debit.value), !isZero(credit.value)];
    if (d && c) return fail("the row has both a debit and a credit");
    if (d || c) {
      amount = d ? debit.value : credit.value;
      type ??= d ? "expense" : "revenue";
    }
  }
  if (amount === null && o.columns.amount !== null) {
    const read = readSignedSheetMoney(cell("amount"), o.numberFormat, "Amount", decimals);
    if (!read.ok) return fail(read.message);
    const wrong = misfit("amount", read.value.amount);
    if (wrong) return fail(wrong);
    if (!isZero(read.value.amount)) {
      amount = read.value.amount;
      if (o.signedAmounts) type ??= read.value.negative ? "expense" : "revenue";
      else if (read.value.negative) return fail(`Amount ${cell("amount")} cannot be negative`);
    }
  }
  if (amount !== null) {
    if (o.entry === "actual") [anticipated, actual] = [amount, amount];
    else anticipated = amount;
  }
  if (o.columns.anticipated !== null && cell("anticipated") !== "") {
    const read = readSheetMoney(cell("anticipated"), o.numberFormat, "Anticipated", decimals);
    if (!read.ok) return fail(read.message);
    const wrong = misfit("anticipated", read.value);
    if (wrong) return fail(wrong);
    anticipated = read.value;
  }
  if (o.columns.actual !== null && cell("actual") !== "") {
    const read = readSheetMoney(cell("actual"), o.numberFormat, "Actual", decimals);
    if (!read.ok) return fail(read.message);
    const wrong = misfit("actual", read.value);
    if (wrong) return fail(wrong);
    actual = read.value;
    anticipated ??= "0.00";
  }
  if (anticipated === null || (isZero(anticipated) && (actual === null || isZero(actual)))) {
    return fail("the amount is missing");
  }
  type ??= o.defaultType;

  let date: string | null = null;
  const dateText = cell("date");
  if (dateText !== "") {
    const read = readSheetDate(dateText, o.dateOrder);
    if (!read.ok) return fail(`Date ${read.message}`);
    date = read.value;
    if (o.dateOrderAmbiguous && isAmbiguousDate(dateText))
      warnings.push(
        `row ${row}: ${dateText} was read as ${date}; choose the date order if that is wrong`,
      );
  }

  const categoryText = cell("category");
  let category = matchCategory(type, categoryText);
  if (category === null) {
    category = type === "revenue" ? o.defaultRevenueCategory : o.defaultExpenseCategory;
    if (categoryText !== "") {
      warnings.push(
        `row ${row}: ${categoryText} is not ${type === "expense" ? "an expense" : "a revenue"} category of ours; it is imported as ${category}`,
      );
    }
  }
  return {
    row,
    ok: true,
    warnings,
    financial: {
      type,
      category,
      amountAnticipated: anticipated,
      amountActual: actual,
      // A row with its actual amount is settled: the ledger counts it as actual (ADR 0015).
      isFinalized: actual !== null,
      description: cell("description") || null,
      date,
      show: cell("show") || null,
      currency,
    },
  };
}
