import { useMutation, useQueryClient } from "@tanstack/react-query";
import { columnsQuery, sendSheet } from "@/client/components/sheet-import/send-sheet";
import { t } from "@/client/i18n/t";
import { queryKeys } from "@/client/lib/query-keys";
import type { FinancialType } from "@/domain/finances/financials";
import type { FinancialSheetReading } from "@/domain/finances/imports/financial-import-query";
import type {
  FinancialImportSummary,
  FinancialPreviewRow,
} from "@/domain/finances/imports/financial-plan";
import type { FinancialEntry } from "@/domain/finances/imports/financial-rows";
import type { ColumnMapping, FinancialImportField } from "@/domain/imports/columns";
import type { NumberFormat } from "@/domain/imports/numbers";

/** What the person chose; anything left out is guessed by the server. */
export interface FinancialImportChoices {
  columns?: ColumnMapping<FinancialImportField>;
  numberFormat?: NumberFormat;
  defaultType?: FinancialType;
  entry?: FinancialEntry;
  expenseCategory?: string;
  revenueCategory?: string;
  /** The currency of rows with no Currency cell (issue 41). */
  sheetCurrency?: string;
}

export interface FinancialImportAnswer {
  reading: FinancialSheetReading;
  summary: FinancialImportSummary;
  rows: FinancialPreviewRow[];
}

function choicesQuery(c: FinancialImportChoices): string {
  const q = new URLSearchParams();
  columnsQuery(q, c.columns);
  for (const key of [
    "numberFormat",
    "defaultType",
    "entry",
    "expenseCategory",
    "revenueCategory",
    "sheetCurrency",
  ] as const) {
    const value = c[key];
    if (value) q.set(key, value);
  }
  return q.toString();
}

const send = (tourId: string, path: string, sheet: Blob, choices: FinancialImportChoices) =>
  sendSheet<FinancialImportAnswer>(
    `/api/imports/tours/${encodeURIComponent(tourId)}/financials${path}`,
    sheet,
    choicesQuery(choices),
  );

export const previewFinancialImport =
  (tourId: string) => (sheet: Blob, choices: FinancialImportChoices) =>
    send(tourId, "/preview", sheet, choices);

/** The rows are the tour's ledger rows: its whole finance view (cards, budgets, reports) refetches. */
export function useImportFinancials(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, choices }: { sheet: Blob; choices: FinancialImportChoices }) =>
      send(tourId, "", sheet, choices),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.finances.tour(tourId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    },
  });
}

/** "5 rows added. 2 already there, skipped. 1 row with an error not imported." */
export function financialImportSummaryText(s: FinancialImportSummary): string {
  const parts = [
    t(
      {
        id: "finances.import.summaryAdded",
        defaultMessage: "{count, plural, one {# row} other {# rows}} added.",
      },
      { count: s.newRows },
    ),
  ];
  if (s.existingRows > 0)
    parts.push(
      t(
        {
          id: "finances.import.summaryExisting",
          defaultMessage: "{count, plural, one {# row} other {# rows}} already there, skipped.",
        },
        { count: s.existingRows },
      ),
    );
  if (s.errors > 0)
    parts.push(
      t(
        {
          id: "finances.import.summaryErrors",
          defaultMessage: "{count, plural, one {# row} other {# rows}} with an error not imported.",
        },
        { count: s.errors },
      ),
    );
  return parts.join(" ");
}
