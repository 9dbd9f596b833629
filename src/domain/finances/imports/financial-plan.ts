import { type CurrencyCode, storedUnits } from "../../currencies/currency";
import type { PreviewStatus } from "../../tours/imports/show-plan";
import type { FinancialType } from "../financials";
import type { ImportedFinancial, MappedFinancial } from "./financial-rows";

/** A financial row the tour already has, as far as matching goes. */
export interface ExistingFinancial {
  type: string;
  category: string;
  amountAnticipated: string;
  amountActual: string | null;
  date: string | null;
  description: string | null;
  currency: CurrencyCode;
}

/** A show of the tour, as a Show cell may name it. */
export interface TourShowRef {
  id: string;
  venueName: string;
  date: string | null;
}

export interface FinancialPreviewRow {
  row: number;
  status: PreviewStatus;
  reason?: string;
  warnings?: string[];
  type?: FinancialType;
  category?: string;
  amountAnticipated?: string;
  amountActual?: string | null;
  description?: string | null;
  date?: string | null;
  currency?: CurrencyCode;
  /** The tour's show the Show cell named: its venue and date. */
  show?: { id: string; venueName: string; date: string | null } | null;
}

export interface FinancialImportSummary {
  rows: number;
  newRows: number;
  existingRows: number;
  errors: number;
  warnings: number;
}

export interface FinancialImportPlan {
  rows: FinancialPreviewRow[];
  financials: { row: number; financial: ImportedFinancial; showId: string | null }[];
  summary: FinancialImportSummary;
}

/**
 * Type, category (any case), currency and both amounts to its minor unit: what a tour manager
 * calls "the same row". £100 is never the same row as $100.
 */
const amountsKey = (f: Omit<ExistingFinancial, "date" | "description">) =>
  [
    f.type,
    f.category.trim().toLowerCase(),
    f.currency,
    storedUnits(f.amountAnticipated, f.currency),
    f.amountActual === null ? "-" : storedUnits(f.amountActual, f.currency),
  ].join("|");
/** …and the same day and description, when the row has them. */
const fullKey = (f: ExistingFinancial) =>
  [amountsKey(f), f.date ?? "", (f.description ?? "").trim().toLowerCase()].join("|");

const take = (counts: Map<string, number>, key: string) => {
  const left = counts.get(key) ?? 0;
  if (left > 0) counts.set(key, left - 1);
  return left > 0;
};

/**
 * The tour's show a Show cell names: by venue name (any case), the one on the row's date
 * when the venue has several. Null when it names none of them.
 */
function findShow(shows: readonly TourShowRef[], text: string, date: string | null) {
  const key = text.trim().toLowerCase();
  const atVenue = shows.filter((s) => s.venueName.trim().toLowerCase() === key);
  return atVenue.find((s) => date !== null && s.date === date) ?? atVenue[0] ?? null;
}

/**
 * Marks each mapped row new, already there or an error. A bank statement holds honest twins
 * (two $18.00 lunches on one day), so rows are matched as a count: when the sheet has three
 * rows of one key and the tour two, two are already there and one is new. The key is the
 * type, category, amounts, date and description; a row the tour had before rows kept a date
 * or a description (neither set) still matches on its amounts. Importing the same sheet
 * again therefore finds every row there and changes nothing.
 */
export function planFinancialImport(
  mapped: readonly MappedFinancial[],
  existing: readonly ExistingFinancial[],
  shows: readonly TourShowRef[] = [],
): FinancialImportPlan {
  const full = new Map<string, number>();
  const bare = new Map<string, number>();
  for (const e of existing) {
    const [counts, key] =
      e.date === null && e.description === null ? [bare, amountsKey(e)] : [full, fullKey(e)];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rows: FinancialPreviewRow[] = [];
  const financials: FinancialImportPlan["financials"] = [];
  let warnings = 0;
  for (const m of mapped) {
    if (!m.ok) {
      rows.push({ row: m.row, status: "error", reason: m.reason });
      continue;
    }
    const f = m.financial;
    const rowWarnings = [...m.warnings];
    const show = f.show === null ? null : findShow(shows, f.show, f.date);
    if (f.show !== null && show === null)
      rowWarnings.push(
        `row ${m.row}: ${f.show} is not a show of this tour; imported without a show`,
      );
    const base: FinancialPreviewRow = {
      row: m.row,
      status: "new",
      type: f.type,
      category: f.category,
      amountAnticipated: f.amountAnticipated,
      amountActual: f.amountActual,
      description: f.description,
      date: f.date,
      currency: f.currency,
      show,
      ...(rowWarnings.length > 0 ? { warnings: rowWarnings } : {}),
    };
    if (take(full, fullKey(f)) || take(bare, amountsKey(f))) {
      rows.push({ ...base, status: "existing", reason: `row ${m.row}: already there` });
      continue;
    }
    warnings += rowWarnings.length;
    rows.push(base);
    financials.push({ row: m.row, financial: f, showId: show?.id ?? null });
  }
  const count = (s: PreviewStatus) => rows.filter((r) => r.status === s).length;
  return {
    rows,
    financials,
    summary: {
      rows: rows.length,
      newRows: count("new"),
      existingRows: count("existing"),
      errors: count("error"),
      warnings,
    },
  };
}
