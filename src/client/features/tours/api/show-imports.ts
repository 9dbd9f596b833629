import { useMutation, useQueryClient } from "@tanstack/react-query";
import { columnsQuery, sendSheet } from "@/client/components/sheet-import/send-sheet";
import { t } from "@/client/i18n/t";
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
  const parts = [
    t(
      {
        id: "tours.import.created",
        defaultMessage:
          "{shows, plural, one {# show} other {# shows}}, {tours, plural, one {# tour} other {# tours}} and {venues, plural, one {# venue} other {# venues}} created.",
      },
      { shows: s.newShows, tours: s.newTours, venues: s.newVenues },
    ),
  ];
  if (s.existingShows > 0)
    parts.push(
      t(
        {
          id: "tours.import.skipped",
          defaultMessage: "{count, plural, one {# show} other {# shows}} already there, skipped.",
        },
        { count: s.existingShows },
      ),
    );
  if (s.errors > 0)
    parts.push(
      t(
        {
          id: "tours.import.notImported",
          defaultMessage: "{count, plural, one {# row} other {# rows}} with an error not imported.",
        },
        { count: s.errors },
      ),
    );
  return parts.join(" ");
}
