import { csvCell } from "../exports";
import { moneyOf } from "./ledger/cents";
import type { LedgerLine } from "./ledger/lines";

const FINANCIALS_CSV_COLUMNS = [
  "Date",
  "Source",
  "State",
  "Type",
  "Category",
  "Label",
  "Amount",
] as const;

const TYPES = { income: "Revenue", expense: "Expense", saving: "Saving" } as const;
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * The tour's ledger as CSV (ADR 0015): every line with its source and state, so the sums of
 * a spreadsheet are the Financial Overview's figures to the cent. Every cell quoted like the
 * spec's export (ADR 0004 keeps formulas inert); amounts are exact decimal text.
 */
export function financialsCsv(lines: readonly LedgerLine[]): string {
  const row = (cells: readonly string[]) => `${cells.map((c) => csvCell(c)).join(",")}\r\n`;
  return (
    row(FINANCIALS_CSV_COLUMNS) +
    lines
      .map((l) =>
        row([
          l.date ?? "",
          cap(l.source),
          cap(l.state),
          TYPES[l.direction],
          l.category,
          l.label,
          moneyOf(l.cents),
        ]),
      )
      .join("")
  );
}

/** "Midnight Highway Tour" → "midnight-highway-tour" for a file name. */
export const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "tour";
