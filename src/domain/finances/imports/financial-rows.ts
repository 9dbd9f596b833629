import {
  type CurrencyCode,
  decimalsRefusal,
  isCurrencyCode,
  storedScaleOf,
  unknownCurrencyMessage,
} from "../../currencies/currency";
import { formatCalendarDate } from "../../date-time";
import { say } from "../../i18n/words";
import {
  type ColumnMapping,
  FINANCIAL_FIELD_LABELS,
  type FinancialImportField,
} from "../../imports/columns";
import { type DateOrder, readSheetDate } from "../../imports/dates";
import { rowSays } from "../../imports/limits";
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

/** A money row's own words, in the reader's language (issue 55). */
const ROW = {
  currency: { id: "finances.import.row.currency", defaultMessage: "Currency {reason}" },
  namedCurrency: {
    id: "finances.import.row.namedCurrency",
    defaultMessage:
      "{field} {text} is in {named}, but the row is in {currency}: choose the sheet's currency or give the row a Currency",
  },
  notInCurrency: {
    id: "finances.import.row.notInCurrency",
    defaultMessage:
      "{field} {text} is not in {currency}, the row's currency: choose the sheet's currency or give the row a Currency",
  },
  misfit: { id: "finances.import.row.misfit", defaultMessage: "{field} {text}: {reason}" },
  unknownType: {
    id: "finances.import.row.unknownType",
    defaultMessage: "Type {text} is not revenue or expense",
  },
  debitAndCredit: {
    id: "finances.import.row.debitAndCredit",
    defaultMessage: "the row has both a debit and a credit",
  },
  negative: {
    id: "finances.import.row.negative",
    defaultMessage: "Amount {text} cannot be negative",
  },
  amountMissing: {
    id: "finances.import.row.amountMissing",
    defaultMessage: "the amount is missing",
  },
  date: { id: "finances.import.row.date", defaultMessage: "Date {reason}" },
  readAs: {
    id: "finances.import.row.readAs",
    defaultMessage: "{text} was read as {date}; choose the date order if that is wrong",
  },
  otherCategory: {
    id: "finances.import.row.otherCategory",
    defaultMessage:
      "{text} is not {type, select, expense {an expense} other {a revenue}} category of ours; it is imported as {category}",
  },
} as const;
const fieldName = (field: FinancialImportField) => say(FINANCIAL_FIELD_LABELS[field]);

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
    reason: rowSays(row, reason),
  });
  const warnings: string[] = [];
  for (const field of ["type", "category", "description", "date", "show", "currency"] as const) {
    const text = cell(field);
    const problem = textProblem(text);
    if (problem) return fail(`${fieldName(field)}: ${problem}`);
    if (FORMULA_LIKE.test(text)) warnings.push(formulaWarning(row, fieldName(field), text));
  }

  let currency = o.currency;
  const currencyText = cell("currency");
  if (currencyText !== "") {
    if (!isCurrencyCode(currencyText.toUpperCase()))
      return fail(say(ROW.currency, { reason: unknownCurrencyMessage(currencyText) }));
    currency = currencyText.toUpperCase();
  }
  // "£64.20" on a row in dollars would be read as $64.20 (and "$12" on a row in pounds as
  // £12): refused by name instead.
  for (const field of AMOUNT_FIELDS) {
    if (cellFitsCurrency(cell(field), currency)) continue;
    const named = cellCurrency(cell(field));
    const values = { field: fieldName(field), text: cell(field), currency };
    return fail(
      named ? say(ROW.namedCurrency, { ...values, named }) : say(ROW.notInCurrency, values),
    );
  }
  const decimals = storedScaleOf(currency);
  /** An amount with more decimals than the row's currency has ("1200.50" yen), by name. */
  const misfit = (field: FinancialImportField, value: string) => {
    const refusal = decimalsRefusal(value, currency);
    return refusal
      ? say(ROW.misfit, { field: fieldName(field), text: cell(field), reason: refusal })
      : null;
  };

  let type: FinancialType | null = null;
  const typeText = cell("type");
  if (typeText !== "") {
    type = readType(typeText);
    if (type === null) return fail(say(ROW.unknownType, { text: typeText }));
  }

  let amount: string | null = null;
  let anticipated: string | null = null;
  let actual: string | null = null;
  if (o.columns.debit !== null || o.columns.credit !== null) {
    const debit = readSheetMoney(
      cell("debit").replace(/^-/, ""),
      o.numberFormat,
      FINANCIAL_FIELD_LABELS.debit,
      decimals,
    );
    if (!debit.ok) return fail(debit.message);
    const credit = readSheetMoney(
      cell("credit"),
      o.numberFormat,
      FINANCIAL_FIELD_LABELS.credit,
      decimals,
    );
    if (!credit.ok) return fail(credit.message);
    const wrong = misfit("debit", debit.value) ?? misfit("credit", credit.value);
    if (wrong) return fail(wrong);
    const [d, c] = [!isZero(debit.value), !isZero(credit.value)];
    if (d && c) return fail(say(ROW.debitAndCredit));
    if (d || c) {
      amount = d ? debit.value : credit.value;
      type ??= d ? "expense" : "revenue";
    }
  }
  if (amount === null && o.columns.amount !== null) {
    const read = readSignedSheetMoney(
      cell("amount"),
      o.numberFormat,
      FINANCIAL_FIELD_LABELS.amount,
      decimals,
    );
    if (!read.ok) return fail(read.message);
    const wrong = misfit("amount", read.value.amount);
    if (wrong) return fail(wrong);
    if (!isZero(read.value.amount)) {
      amount = read.value.amount;
      if (o.signedAmounts) type ??= read.value.negative ? "expense" : "revenue";
      else if (read.value.negative) return fail(say(ROW.negative, { text: cell("amount") }));
    }
  }
  if (amount !== null) {
    if (o.entry === "actual") [anticipated, actual] = [amount, amount];
    else anticipated = amount;
  }
  if (o.columns.anticipated !== null && cell("anticipated") !== "") {
    const read = readSheetMoney(
      cell("anticipated"),
      o.numberFormat,
      FINANCIAL_FIELD_LABELS.anticipated,
      decimals,
    );
    if (!read.ok) return fail(read.message);
    const wrong = misfit("anticipated", read.value);
    if (wrong) return fail(wrong);
    anticipated = read.value;
  }
  if (o.columns.actual !== null && cell("actual") !== "") {
    const read = readSheetMoney(
      cell("actual"),
      o.numberFormat,
      FINANCIAL_FIELD_LABELS.actual,
      decimals,
    );
    if (!read.ok) return fail(read.message);
    const wrong = misfit("actual", read.value);
    if (wrong) return fail(wrong);
    actual = read.value;
    anticipated ??= "0.00";
  }
  if (anticipated === null || (isZero(anticipated) && (actual === null || isZero(actual)))) {
    return fail(say(ROW.amountMissing));
  }
  type ??= o.defaultType;

  let date: string | null = null;
  const dateText = cell("date");
  if (dateText !== "") {
    const read = readSheetDate(dateText, o.dateOrder);
    if (!read.ok) return fail(say(ROW.date, { reason: read.message }));
    date = read.value;
    if (o.dateOrderAmbiguous && isAmbiguousDate(dateText))
      warnings.push(
        rowSays(row, say(ROW.readAs, { text: dateText, date: formatCalendarDate(date) })),
      );
  }

  const categoryText = cell("category");
  let category = matchCategory(type, categoryText);
  if (category === null) {
    category = type === "revenue" ? o.defaultRevenueCategory : o.defaultExpenseCategory;
    if (categoryText !== "") {
      warnings.push(rowSays(row, say(ROW.otherCategory, { text: categoryText, type, category })));
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
