import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ColumnChoices } from "@/client/components/sheet-import/column-choices";
import {
  type PreviewColumn,
  SheetPreviewTable,
} from "@/client/components/sheet-import/preview-table";
import { runSheetImport } from "@/client/components/sheet-import/run-import";
import { plural } from "@/client/components/sheet-import/send-sheet";
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
import type { ColumnMapping } from "@/domain/imports/columns";
import { DATE_ORDER_LABELS, DATE_ORDERS, type DateOrder } from "@/domain/imports/dates";
import type { TicketPreviewRow } from "@/domain/tickets/import-plan";
import {
  type RowsAre,
  SELLER_LABELS,
  SELLERS,
  type Seller,
  TICKET_FIELD_LABELS,
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

const noColumns = Object.fromEntries(
  TICKET_IMPORT_FIELDS.map((f) => [f, null]),
) as ColumnMapping<TicketImportField>;

const FILES = {
  label: "Ticketing export (.csv, .tsv, .xlsx)",
  accept:
    ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const ROWS_ARE_LABELS: Record<RowsAre, string> = {
  orders: "Orders (each row adds its quantity)",
  totals: "Totals (each row is a tier's count as of its date)",
};

type GroupRow = Extract<TicketPreviewRow, { status: "new" }>;
const field = <K extends keyof GroupRow>(r: TicketPreviewRow, k: K) =>
  r.status === "new" ? r[k] : undefined;

const COLUMNS: PreviewColumn<TicketPreviewRow>[] = [
  { head: "Show", cell: (r) => field(r, "show"), className: "min-w-48" },
  { head: "Tier", cell: (r) => field(r, "tier") },
  {
    head: "Sold",
    cell: (r) => field(r, "sold")?.toLocaleString("en-US"),
    className: "tabular-nums",
  },
  {
    head: "Comps",
    cell: (r) => field(r, "comps")?.toLocaleString("en-US"),
    className: "tabular-nums",
  },
  {
    head: "Gross",
    cell: (r) => {
      const gross = field(r, "gross");
      return gross ? `${gross} ${field(r, "currency")}` : "—";
    },
    className: "whitespace-nowrap tabular-nums",
  },
  {
    head: "From",
    cell: (r) =>
      r.status === "new" ? `${plural(r.rows, "row")}, ${plural(r.days, "day")}` : undefined,
  },
];

function Summary({ s }: { s: TicketImportAnswer["summary"] }) {
  const parts = [
    `${plural(s.counted, "row")} counted into ${plural(s.counts, "count")} for ${plural(s.shows, "show")} (${plural(s.tiers, "tier")})`,
  ];
  if (s.skipped > 0) parts.push(`${plural(s.skipped, "refunded or cancelled order")} not counted`);
  if (s.errors > 0) parts.push(`${plural(s.errors, "row")} with an error`);
  return (
    <>
      {plural(s.rows, "row")} read: {parts.join(", ")}.
      {s.overCapacity.map((o) => (
        <span key={o.show} className="mt-1 block font-medium text-amber-800 dark:text-amber-300">
          Over capacity: {o.show}, {o.places.toLocaleString("en-US")} of{" "}
          {o.capacity.toLocaleString("en-US")} places. Kept and flagged; check the Sold and Comps
          columns if it is far over.
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
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Recent imports</summary>
      <ul className="mt-2 grid gap-1" aria-label="Recent imports">
        {data.slice(0, 10).map((i) => (
          <li key={i.id} className="flex items-center justify-between gap-2">
            <span>
              {i.fileName} · {SELLER_LABELS[i.seller as Seller] ?? i.seller} ·{" "}
              {importDay(i.createdAt)} ·{" "}
              {i.countsKept > 0 ? plural(i.countsKept, "count") : "replaced by a later file"}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={undo.isPending}
              onClick={() => undo.mutate(i.id)}
            >
              Undo
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
          <DialogTitle>Import ticket counts</DialogTitle>
          <DialogDescription>
            An order or sales export from your ticketing company (CSV, tab-separated or Excel, up to
            10,000 rows). Rows are matched to your shows by date and venue; nothing is saved until
            you import, and importing the same file again adds nothing.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor="ticket-import-seller">Ticketing company</Label>
          <SelectField
            id="ticket-import-seller"
            value={seller}
            onChange={(v) => {
              setSeller(v as Seller);
              setChoices({});
            }}
            options={SELLERS.map((s) => ({ value: s, label: SELLER_LABELS[s] }))}
          />
        </div>

        <SheetSource
          onSheet={setSheet}
          files={FILES}
          pastePlaceholder={
            "Event Date\tVenue\tTicket Type\tQuantity\tOrder Date\tTotal Paid\n2027-03-10\tThe Fillmore\tGA\t2\t2027-01-05\t50.00"
          }
          fileHelp="Export the orders (or the sales summary) of your shows. Refunded and cancelled orders are not counted."
        />

        <SheetRefusal error={refused} />
        {header && header.length > 0 && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="ticket-import-rows-are">The rows are</Label>
                <SelectField
                  id="ticket-import-rows-are"
                  value={choices.rowsAre ?? reading?.rowsAre ?? "orders"}
                  onChange={(v) => setChoices({ ...choices, rowsAre: v as RowsAre })}
                  options={(["orders", "totals"] as const).map((r) => ({
                    value: r,
                    label: ROWS_ARE_LABELS[r],
                  }))}
                />
              </div>
              {reading?.dateOrderAmbiguous || choices.dateOrder ? (
                <div className="grid gap-1.5">
                  <Label htmlFor="ticket-import-date-order">Dates are written</Label>
                  <SelectField
                    id="ticket-import-date-order"
                    value={choices.dateOrder ?? ""}
                    placeholder="Choose the order of the dates"
                    onChange={(v) => setChoices({ ...choices, dateOrder: v as DateOrder })}
                    options={DATE_ORDERS.map((o) => ({ value: o, label: DATE_ORDER_LABELS[o] }))}
                  />
                </div>
              ) : null}
            </div>
            <ColumnChoices
              header={header}
              fields={TICKET_IMPORT_FIELDS}
              labels={TICKET_FIELD_LABELS}
              columns={columns}
              onChange={(next) => setChoices({ ...choices, columns: next })}
            />
          </>
        )}
        {previewing && !answer && (
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Reading the export…
          </div>
        )}
        {answer && (
          <SheetPreviewTable
            summary={<Summary s={answer.summary} />}
            rows={answer.rows}
            columns={COLUMNS}
          />
        )}
        <RecentImports open={open} />

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={importTickets.isPending}
          >
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!canImport || importTickets.isPending}>
            {importTickets.isPending ? <Spinner /> : null}
            {summary && summary.counts > 0
              ? errors > 0
                ? `Import ${plural(summary.counts, "count")}, skipping ${plural(errors, "row")} with errors`
                : `Import ${plural(summary.counts, "count")}`
              : "Import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
