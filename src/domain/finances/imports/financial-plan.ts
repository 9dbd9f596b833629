import { toCents } from "../../money";
import type { PreviewStatus } from "../../tours/imports/show-plan";
import type { FinancialType } from "../financials";
import type { ImportedFinancial, MappedFinancial } from "./financial-rows";

/** A financial row the tour already has, as far as matching goes. */
export interface ExistingFinancial {
  type: string;
  category: string;
  amountAnticipated: string;
  amountActual: string | null;
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
  financials: { row: number; financial: ImportedFinancial }[];
  summary: FinancialImportSummary;
}

/** Type, category (any case) and both amounts to the cent: what a tour manager calls "the same row". */
const financialKey = (f: ExistingFinancial) =>
  [
    f.type,
    f.category.trim().toLowerCase(),
    toCents(f.amountAnticipated),
    f.amountActual === null ? "-" : toCents(f.amountActual),
  ].join("|");

/**
 * Marks each mapped row new, already there or an error. A financial row has no date or
 * description to tell two alike apart, and a bank statement holds honest twins (two $18.00
 * lunches), so rows are matched as a count: when the sheet has three rows of one key and the
 * tour two, two are already there and one is new. Importing the same sheet again therefore
 * finds every row there and changes nothing.
 */
export function planFinancialImport(
  mapped: readonly MappedFinancial[],
  existing: readonly ExistingFinancial[],
): FinancialImportPlan {
  const available = new Map<string, number>();
  for (const e of existing) {
    const key = financialKey(e);
    available.set(key, (available.get(key) ?? 0) + 1);
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
    const base: FinancialPreviewRow = {
      row: m.row,
      status: "new",
      type: f.type,
      category: f.category,
      amountAnticipated: f.amountAnticipated,
      amountActual: f.amountActual,
      description: f.description,
      date: f.date,
      ...(m.warnings.length > 0 ? { warnings: m.warnings } : {}),
    };
    const key = financialKey(f);
    const left = available.get(key) ?? 0;
    if (left > 0) {
      available.set(key, left - 1);
      rows.push({ ...base, status: "existing", reason: `row ${m.row}: already there` });
      continue;
    }
    warnings += m.warnings.length;
    rows.push(base);
    financials.push({ row: m.row, financial: f });
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
