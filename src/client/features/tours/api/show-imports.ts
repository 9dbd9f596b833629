import { useMutation, useQueryClient } from "@tanstack/react-query";
import { columnsQuery, plural, sendSheet } from "@/client/components/sheet-import/send-sheet";
import { queryKeys } from "@/client/lib/query-keys";
import type { ColumnMapping, ShowImportField } from "@/domain/imports/columns";
import type { DateOrder } from "@/domain/imports/dates";
import type { NumberFormat } from "@/domain/imports/numbers";
import type { SheetReading } from "@/domain/tours/imports/show-import-query";
import type { ImportSummary, PreviewRow } from "@/domain/tours/imports/show-plan";

/** What the person chose; anything left out is guessed by the server. */
export interface ImportChoices {
  columns?: ColumnMapping<ShowImportField>;
  dateOrder?: DateOrder;
  numberFormat?: NumberFormat;
  defaultTour?: string;
}

export interface ImportAnswer {
  reading: SheetReading;
  summary: ImportSummary;
  rows: PreviewRow[];
}

function choicesQuery(c: ImportChoices): string {
  const q = new URLSearchParams();
  columnsQuery(q, c.columns);
  if (c.dateOrder) q.set("dateOrder", c.dateOrder);
  if (c.numberFormat) q.set("numberFormat", c.numberFormat);
  if (c.defaultTour) q.set("defaultTour", c.defaultTour);
  return q.toString();
}

const send = (path: string, sheet: Blob, choices: ImportChoices) =>
  sendSheet<ImportAnswer>(`/api/imports/shows${path}`, sheet, choicesQuery(choices));

export const previewImport = (sheet: Blob, choices: ImportChoices) =>
  send("/preview", sheet, choices);

/** The import writes tours, venues and shows: every list that shows them is stale after it. */
export function useImportShows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, choices }: { sheet: Blob; choices: ImportChoices }) =>
      send("", sheet, choices),
    onSuccess: () => {
      for (const queryKey of [
        queryKeys.tours.all,
        queryKeys.venues,
        queryKeys.overview,
        queryKeys.negotiations.all,
        queryKeys.finances.all,
        queryKeys.logistics.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** "3 shows, 1 tour and 2 venues created. 1 already there, skipped. 1 row with an error." */
export function importSummaryText(s: ImportSummary): string {
  const created = [
    plural(s.newShows, "show"),
    plural(s.newTours, "tour"),
    plural(s.newVenues, "venue"),
  ];
  const parts = [`${created.slice(0, -1).join(", ")} and ${created.at(-1)} created.`];
  if (s.existingShows > 0) parts.push(`${plural(s.existingShows, "show")} already there, skipped.`);
  if (s.errors > 0) parts.push(`${plural(s.errors, "row")} with an error not imported.`);
  return parts.join(" ");
}
