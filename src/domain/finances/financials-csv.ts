import type { CurrencyCode } from "../currencies/currency";
import { describeRate } from "../currencies/exchange-rates";
import { csvRecord } from "../exports";
import { inEnglishWords } from "../i18n/words";
import { moneyOf } from "./ledger/cents";
import { noRateMessage } from "./ledger/currency-notes";
import type { LedgerLine } from "./ledger/lines";

const FINANCIALS_CSV_COLUMNS = [
  "Date",
  "Source",
  "State",
  "Type",
  "Category",
  "Label",
  "Amount",
  // Issue 41: Amount is in the home currency; a line entered in another keeps it beside.
  "Currency",
  "Amount as entered",
  "Currency as entered",
  "Rate",
  "Rate date",
  "Note",
] as const;

const TYPES = { income: "Revenue", expense: "Expense", saving: "Saving" } as const;
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * The tour's ledger as CSV (ADR 0015): every line with its source and state, so the sums of
 * a spreadsheet are the Financial Overview's figures to the cent. Every cell quoted like the
 * spec's export (ADR 0004 keeps formulas inert); amounts are exact decimal text. In English
 * for every reader, as its columns are: the notes a spreadsheet filters on read the same.
 */
export function financialsCsv(lines: readonly LedgerLine[], home: CurrencyCode): string {
  return inEnglishWords(() => financialsCsvText(lines, home));
}

function financialsCsvText(lines: readonly LedgerLine[], home: CurrencyCode): string {
  return (
    csvRecord(FINANCIALS_CSV_COLUMNS) +
    lines
      .map((l) =>
        csvRecord([
          l.date ?? "",
          cap(l.source),
          cap(l.state),
          TYPES[l.direction],
          l.category,
          l.label,
          ...currencyCells(l, home),
        ]),
      )
      .join("")
  );
}

/**
 * A line with no rate has no home amount: its Amount is empty, so a spreadsheet's sum is the
 * page's total, and the note says it is left out.
 */
function currencyCells(l: LedgerLine, home: CurrencyCode): string[] {
  const f = l.foreign;
  if (!f) return [moneyOf(l.cents), home, moneyOf(l.cents), home, "", "", ""];
  if (!f.rate)
    return [
      "",
      home,
      f.amount,
      f.currency,
      "",
      "",
      `${noRateMessage(f.rateFor ?? f.currency, l.date)}: left out of the totals`,
    ];
  return [
    moneyOf(l.cents),
    home,
    f.amount,
    f.currency,
    f.rate.rate,
    f.rate.on,
    describeRate(f.rate),
  ];
}

/** "Midnight Highway Tour" → "midnight-highway-tour" for a file name. */
export const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "tour";
