import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { columnsQuery, sendSheet } from "@/client/components/sheet-import/send-sheet";
import { t } from "@/client/i18n/t";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { deviceTimeZone, formatDayOf } from "@/domain/date-time";
import type { ColumnMapping } from "@/domain/imports/columns";
import type { DateOrder } from "@/domain/imports/dates";
import type { TicketImportSummary, TicketPreviewRow } from "@/domain/tickets/import-plan";
import type { TicketSheetReading } from "@/domain/tickets/import-sheet";
import type { RowsAre, Seller, TicketImportField } from "@/domain/tickets/sellers";

/** The person's choices; anything left out is the seller's remembered mapping, else guessed. */
export interface TicketImportChoices {
  seller: Seller;
  rowsAre?: RowsAre;
  columns?: ColumnMapping<TicketImportField>;
  dateOrder?: DateOrder;
}

export interface TicketImportAnswer {
  reading: TicketSheetReading;
  summary: TicketImportSummary & { alreadyImportedOn: string | null };
  rows: TicketPreviewRow[];
}

function choicesQuery(c: TicketImportChoices, sheet: Blob, skipErrors = false): string {
  const q = new URLSearchParams({ seller: c.seller });
  if (c.rowsAre) q.set("rowsAre", c.rowsAre);
  if (c.dateOrder) q.set("dateOrder", c.dateOrder);
  columnsQuery(q, c.columns);
  if (sheet instanceof File && sheet.name) q.set("fileName", sheet.name.slice(0, 200));
  if (skipErrors) q.set("skipErrors", "true");
  return q.toString();
}

const URL_BASE = "/api/imports/tickets";

export const previewTicketImport = (sheet: Blob, choices: TicketImportChoices) =>
  sendSheet<TicketImportAnswer>(`${URL_BASE}/preview`, sheet, choicesQuery(choices, sheet));

/** The import writes counts: every tickets answer (figures, curves, pace) is stale. */
export function useImportTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      sheet,
      choices,
      skipErrors,
    }: {
      sheet: Blob;
      choices: TicketImportChoices;
      skipErrors: boolean;
    }) => sendSheet<TicketImportAnswer>(URL_BASE, sheet, choicesQuery(choices, sheet, skipErrors)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}

/** The workspace's recent imports, newest first. */
export const ticketImportsQuery = queryOptions({
  queryKey: queryKeys.tickets.imports,
  queryFn: () =>
    unwrap(api.imports.tickets.$get(), {
      id: "tickets.api.loadImports",
      defaultMessage: "Failed to load the ticket imports",
    }),
});

/** Undoing an import takes its counts away. */
export function useDeleteTicketImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) =>
      unwrap(api.imports.tickets[":importId"].$delete({ param: { importId } }), {
        id: "tickets.api.undoImport",
        defaultMessage: "Failed to undo the import",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}

/** The day an import was made, on the person's own calendar: "Dec 1, 2026". */
export const importDay = (iso: string) => formatDayOf(iso, deviceTimeZone());

/** "Imported 12 counts for 3 shows." or "This file was already imported on Dec 1, 2026: nothing added." */
export function ticketImportSummaryText(s: TicketImportAnswer["summary"]): string {
  if (s.alreadyImportedOn) {
    return t(
      {
        id: "tickets.import.alreadyImported",
        defaultMessage: "This file was already imported on {day}: nothing added.",
      },
      { day: importDay(s.alreadyImportedOn) },
    );
  }
  const parts = [
    t(
      {
        id: "tickets.import.imported",
        defaultMessage:
          "Imported {counts, plural, one {# count} other {# counts}} for {shows, plural, one {# show} other {# shows}}.",
      },
      { counts: s.counts, shows: s.shows },
    ),
  ];
  if (s.skipped > 0)
    parts.push(
      t(
        {
          id: "tickets.import.skipped",
          defaultMessage:
            "{count, plural, one {# refunded or cancelled order} other {# refunded or cancelled orders}} not counted.",
        },
        { count: s.skipped },
      ),
    );
  if (s.errors > 0)
    parts.push(
      t(
        {
          id: "tickets.import.errorsSkipped",
          defaultMessage: "{count, plural, one {# row} other {# rows}} with an error skipped.",
        },
        { count: s.errors },
      ),
    );
  return parts.join(" ");
}
