import { csvCell } from "./exports";
import type { Financial } from "./financials";

export const FINANCIALS_CSV_COLUMNS = [
  "Type",
  "Category",
  "Anticipated",
  "Actual",
  "Finalized",
  "Created",
] as const;

/**
 * The tour's financial rows as CSV, every cell quoted like the spec's export (ADR 0004 keeps
 * formulas inert). Amounts are the exact decimal text ("1234.50"), never re-rounded.
 */
export function financialsCsv(rows: readonly Financial[]): string {
  const line = (cells: readonly string[]) => `${cells.map((c) => csvCell(c)).join(",")}\r\n`;
  return (
    line(FINANCIALS_CSV_COLUMNS) +
    rows
      .map((r) =>
        line([
          r.type === "revenue" ? "Revenue" : "Expense",
          r.category,
          r.amountAnticipated,
          r.amountActual ?? "",
          r.isFinalized ? "Yes" : "No",
          r.createdAt.slice(0, 10),
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
