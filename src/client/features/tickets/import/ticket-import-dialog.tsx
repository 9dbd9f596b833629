import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ColumnChoices } from "@/client/components/sheet-import/column-choices";
import {
  type PreviewColumn,
  SheetPreviewTable,
} from "@/client/components/sheet-import/preview-table";
import { runSheetImport } from "@/client/components/sheet-import/run-import";
import { SheetRefusal, SheetSource } from "@/client/components/sheet-import/sheet-source";
import { useSheetPreview } from "@/client/components/sheet-import/use-sheet-preview";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import type { ColumnMapping } from "@/domain/imports/columns";
import { DATE_ORDERS, type DateOrder } from "@/domain/imports/dates";
import type { TicketPreviewRow } from "@/domain/tickets/import-plan";
import {
  type RowsAre,
  SELLERS,
  type Seller,
  TICKET_IMPORT_FIELDS,
  type TicketImportField,
} from "@/domain/tickets/sellers";
import {
  importDay,
  previewTicketImport,
  type TicketImportAnswer,
  type TicketImportChoices,
  ticketImportSummaryText,
  ticketImportsQuery,
  useDeleteTicketImport,
  useImportTickets,
} from "../api/ticket-imports";
import { sellerLabel } from "../labels";

const noColumns = Object.fromEntries(
  TICKET_IMPORT_FIELDS.map((f) => [f, null]),
) as ColumnMapping<TicketImportField>;

const files = () => ({
  label: t({
    id: "tickets.import.files",
    defaultMessage: "Ticketing export (.csv, .tsv, .xlsx)",
  }),
  accept:
    ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
});

const rowsAreLabel = (rowsAre: RowsAre) =>
  rowsAre === "orders"
    ? t({
        id: "tickets.import.rowsAreOrders",
        defaultMessage: "Orders (each row adds its quantity)",
      })
    : t({
        id: "tickets.import.rowsAreTotals",
        defaultMessage: "Totals (each row is a tier's count as of its date)",
      });

const dateOrderLabel = (order: DateOrder) =>
  order === "ymd"
    ? t({ id: "tickets.import.dateOrderYmd", defaultMessage: "Year first (2027-03-31)" })
    : order === "mdy"
      ? t({ id: "tickets.import.dateOrderMdy", defaultMessage: "Month first (03/31/2027, US)" })
      : t({ id: "tickets.import.dateOrderDmy", defaultMessage: "Day first (31/03/2027)" });

const fieldLabels = (): Record<TicketImportField, string> => ({
  eventDate: t({ id: "tickets.import.fieldEventDate", defaultMessage: "Event date" }),
  venue: t({ id: "tickets.list.venue", defaultMessage: "Venue" }),
  event: t({ id: "tickets.import.fieldEvent", defaultMessage: "Event name" }),
  tier: t({ id: "tickets.import.fieldTier", defaultMessage: "Tier (ticket type)" }),
  quantity: t({ id: "tickets.import.fieldQuantity", defaultMessage: "Quantity / sold" }),
  comps: t({ id: "tickets.figures.comps", defaultMessage: "Comps" }),
  gross: t({ id: "tickets.import.fieldGross", defaultMessage: "Amount paid" }),
  orderedAt: t({ id: "tickets.import.fieldOrderedAt", defaultMessage: "Order date / as of" }),
  orderId: t({ id: "tickets.import.fieldOrderId", defaultMessage: "Order number" }),
  status: t({ id: "tickets.import.fieldStatus", defaultMessage: "Status" }),
});

type GroupRow = Extract<TicketPreviewRow, { status: "new" }>;
const field = <K extends keyof GroupRow>(r: TicketPreviewRow, k: K) =>
  r.status === "new" ? r[k] : undefined;

const previewColumns = (): PreviewColumn<TicketPreviewRow>[] => [
  {
    head: t({ id: "tickets.page.show", defaultMessage: "Show" }),
    cell: (r) => field(r, "show"),
    className: "min-w-48",
  },
  {
    head: t({ id: "tickets.figures.tier", defaultMessage: "Tier" }),
    cell: (r) => field(r, "tier"),
  },
  {
    head: t({ id: "tickets.figures.sold", defaultMessage: "Sold" }),
    cell: (r) => field(r, "sold")?.toLocaleString("en-US"),
    className: "tabular-nums",
  },
  {
    head: t({ id: "tickets.figures.comps", defaultMessage: "Comps" }),
    cell: (r) => field(r, "comps")?.toLocaleString("en-US"),
    className: "tabular-nums",
  },
  {
    head: t({ id: "tickets.figures.gross", defaultMessage: "Gross" }),
    cell: (r) => {
      const gross = field(r, "gross");
      return gross ? `${gross} ${field(r, "currency")}` : "—";
    },
    className: "whitespace-nowrap tabular-nums",
  },
  {
    head: t({ id: "tickets.import.colFrom", defaultMessage: "From" }),
    cell: (r) =>
      r.status === "new"
        ? t(
            {
              id: "tickets.import.from",
              defaultMessage:
                "{rows, plural, one {# row} other {# rows}}, {days, plural, one {# day} other {# days}}",
            },
            { rows: r.rows, days: r.days },
          )
        : undefined,
  },
];

function Summary({ s }: { s: TicketImportAnswer["summary"] }) {
  return (
    <>
      {t(
        {
          id: "tickets.import.summary",
          defaultMessage:
            "{rows, plural, one {# row} other {# rows}} read: {counted, plural, one {# row} other {# rows}} counted into {counts, plural, one {# count} other {# counts}} for {shows, plural, one {# show} other {# shows}} ({tiers, plural, one {# tier} other {# tiers}}){skipped, plural, =0 {} one {, # refunded or cancelled order not counted} other {, # refunded or cancelled orders not counted}}{errors, plural, =0 {} one {, # row with an error} other {, # rows with an error}}.",
        },
        {
          rows: s.rows,
          counted: s.counted,
          counts: s.counts,
          shows: s.shows,
          tiers: s.tiers,
          skipped: s.skipped,
          errors: s.errors,
        },
      )}
      {s.overCapacity.map((o) => (
        <span key={o.show} className="mt-1 block font-medium text-amber-800 dark:text-amber-300">
          {t(
            {
              id: "tickets.import.overCapacity",
              defaultMessage:
                "Over capacity: {show}, {places} of {capacity} places. Kept and flagged; check the Sold and Comps columns if it is far over.",
            },
            {
              show: o.show,
              places: o.places.toLocaleString("en-US"),
              capacity: o.capacity.toLocaleString("en-US"),
            },
          )}
        </span>
      ))}
      {s.alreadyImportedOn ? (
        <span className="mt-1 block font-medium" role="status">
          {ticketImportSummaryText(s)}
        </span>
      ) : null}
    </>
  );
}

/** The workspace's recent imports, each undoable (its counts go with it). */
function RecentImports({ open }: { open: boolean }) {
  const { data } = useQuery({ ...ticketImportsQuery, enabled: open });
  const undo = useDeleteTicketImport();
  if (!data || data.length === 0) return null;
  const recent = t({ id: "tickets.import.recent", defaultMessage: "Recent imports" });
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{recent}</summary>
      <ul className="mt-2 grid gap-1" aria-label={recent}>
        {data.slice(0, 10).map((i) => (
          <li key={i.id} className="flex items-center justify-between gap-2">
            <span>
              {i.fileName} · {sellerLabel(i.seller)} · {importDay(i.createdAt)} ·{" "}
              {i.countsKept > 0
                ? t(
                    {
                      id: "tickets.import.countsKept",
                      defaultMessage: "{count, plural, one {# count} other {# counts}}",
                    },
                    { count: i.countsKept },
                  )
                : t({ id: "tickets.import.replaced", defaultMessage: "replaced by a later file" })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={undo.isPending}
              onClick={() => undo.mutate(i.id)}
            >
              {t({ id: "tickets.import.undo", defaultMessage: "Undo" })}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Import ticket counts from a seller's export (issue 51 item 2, docs/product.md §24.2): choose
 * the seller, upload the file, check how its columns and rows are read, see each show and
 * tier the file counts and every row's error, then import. The shared sheet-import pieces
 * (ADR 0016): the server reads, the preview is exactly what the import will do.
 */
export function TicketImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [seller, setSeller] = useState<Seller>("generic");
  const { sheet, setSheet, choices, setChoices, answer, refused, previewing, header } =
    useSheetPreview<Partial<TicketImportChoices>, TicketImportAnswer>(open, (file, c) =>
      previewTicketImport(file, { ...c, seller }),
    );
  const importTickets = useImportTickets();
  const reading = answer?.reading;
  const columns = choices.columns ?? reading?.columns ?? noColumns;
  const summary = answer?.summary;
  const needsDateOrder = Boolean(reading?.dateOrderAmbiguous && !choices.dateOrder);
  const canImport = Boolean(
    sheet &&
      summary &&
      summary.counts > 0 &&
      !summary.alreadyImportedOn &&
      !needsDateOrder &&
      !previewing,
  );
  const errors = summary?.errors ?? 0;

  async function runImport() {
    if (!sheet) return;
    await runSheetImport(
      () =>
        importTickets.mutateAsync({
          sheet,
          choices: { ...choices, seller },
          // The errors are listed above the button that says it skips them.
          skipErrors: errors > 0,
        }),
      ticketImportSummaryText,
      () => onOpenChange(false),
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importTickets.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {t({ id: "tickets.import.title", defaultMessage: "Import ticket counts" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "tickets.import.description",
              defaultMessage:
                "An order or sales export from your ticketing company (CSV, tab-separated or Excel, up to 10,000 rows). Rows are matched to your shows by date and venue; nothing is saved until you import, and importing the same file again adds nothing.",
            })}
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor="ticket-import-seller">
            {t({ id: "tickets.import.seller", defaultMessage: "Ticketing company" })}
          </Label>
          <SelectField
            id="ticket-import-seller"
            value={seller}
            onChange={(v) => {
              setSeller(v as Seller);
              setChoices({});
            }}
            options={SELLERS.map((s) => ({ value: s, label: sellerLabel(s) }))}
          />
        </div>

        <SheetSource
          onSheet={setSheet}
          files={files()}
          pastePlaceholder={t({
            id: "tickets.import.pastePlaceholder",
            defaultMessage:
              "Event Date\tVenue\tTicket Type\tQuantity\tOrder Date\tTotal Paid\n2027-03-10\tThe Fillmore\tGA\t2\t2027-01-05\t50.00",
          })}
          fileHelp={t({
            id: "tickets.import.fileHelp",
            defaultMessage:
              "Export the orders (or the sales summary) of your shows. Refunded and cancelled orders are not counted.",
          })}
        />

        <SheetRefusal error={refused} />
        {header && header.length > 0 && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="ticket-import-rows-are">
                  {t({ id: "tickets.import.rowsAre", defaultMessage: "The rows are" })}
                </Label>
                <SelectField
                  id="ticket-import-rows-are"
                  value={choices.rowsAre ?? reading?.rowsAre ?? "orders"}
                  onChange={(v) => setChoices({ ...choices, rowsAre: v as RowsAre })}
                  options={(["orders", "totals"] as const).map((r) => ({
                    value: r,
                    label: rowsAreLabel(r),
                  }))}
                />
              </div>
              {reading?.dateOrderAmbiguous || choices.dateOrder ? (
                <div className="grid gap-1.5">
                  <Label htmlFor="ticket-import-date-order">
                    {t({ id: "tickets.import.dateOrder", defaultMessage: "Dates are written" })}
                  </Label>
                  <SelectField
                    id="ticket-import-date-order"
                    value={choices.dateOrder ?? ""}
                    placeholder={t({
                      id: "tickets.import.dateOrderPlaceholder",
                      defaultMessage: "Choose the order of the dates",
                    })}
                    onChange={(v) => setChoices({ ...choices, dateOrder: v as DateOrder })}
                    options={DATE_ORDERS.map((o) => ({ value: o, label: dateOrderLabel(o) }))}
                  />
                </div>
              ) : null}
            </div>
            <ColumnChoices
              header={header}
              fields={TICKET_IMPORT_FIELDS}
              labels={fieldLabels()}
              columns={columns}
              onChange={(next) => setChoices({ ...choices, columns: next })}
            />
          </>
        )}
        {previewing && !answer && (
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t({ id: "tickets.import.reading", defaultMessage: "Reading the export…" })}
          </div>
        )}
        {answer && (
          <SheetPreviewTable
            summary={<Summary s={answer.summary} />}
            rows={answer.rows}
            columns={previewColumns()}
          />
        )}
        <RecentImports open={open} />

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={importTickets.isPending}
          >
            {t({ id: "common.cancel", defaultMessage: "Cancel" })}
          </Button>
          <Button onClick={runImport} disabled={!canImport || importTickets.isPending}>
            {importTickets.isPending ? <Spinner /> : null}
            {summary && summary.counts > 0
              ? errors > 0
                ? t(
                    {
                      id: "tickets.import.submitSkipping",
                      defaultMessage:
                        "Import {counts, plural, one {# count} other {# counts}}, skipping {errors, plural, one {# row} other {# rows}} with errors",
                    },
                    { counts: summary.counts, errors },
                  )
                : t(
                    {
                      id: "tickets.import.submit",
                      defaultMessage: "Import {counts, plural, one {# count} other {# counts}}",
                    },
                    { counts: summary.counts },
                  )
              : t({ id: "tickets.page.import", defaultMessage: "Import" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
