import {
  type PreviewColumn,
  SheetPreviewTable,
} from "@/client/components/sheet-import/preview-table";
import { plural } from "@/client/components/sheet-import/send-sheet";
import { type HomeAmounts, useHomeAmounts } from "@/client/lib/use-home-amounts";
import { formatExact } from "@/domain/format";
import { negotiationStatusLabel } from "@/domain/negotiations/negotiations";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { ImportSummary, PreviewRow } from "@/domain/tours/imports/show-plan";

/** The fee is in the home currency: the import makes offers in it. */
const showColumns = (money: HomeAmounts): PreviewColumn<PreviewRow>[] => [
  { head: "Date", className: "whitespace-nowrap", cell: (r) => formatCalendarDate(r.date) },
  {
    head: "Venue",
    cell: (r) => (
      <>
        {r.venue}
        {r.city ? <span className="text-muted-foreground">, {r.city}</span> : null}
      </>
    ),
  },
  { head: "Tour", cell: (r) => r.tour },
  {
    head: "Status",
    cell: (r) =>
      r.holdRank != null
        ? `${negotiationStatusLabel(r.showStatus ?? "")} (rank ${r.holdRank})`
        : negotiationStatusLabel(r.showStatus ?? ""),
  },
  {
    head: "Fee",
    className: "text-right tabular-nums",
    cell: (r) => (r.fee === undefined || r.fee === "0.00" ? "—" : money.amount(r.fee)),
  },
  {
    head: "Capacity",
    className: "text-right tabular-nums",
    cell: (r) => (r.capacity == null ? "—" : formatExact(r.capacity)),
  },
];

/** The preview of a booking sheet: a summary, every error's reason, and the shows to import. */
export function ImportPreviewTable({
  summary,
  rows,
}: {
  summary: ImportSummary;
  rows: readonly PreviewRow[];
}) {
  const money = useHomeAmounts();
  return (
    <SheetPreviewTable
      rows={rows}
      columns={showColumns(money)}
      summary={
        <>
          {summary.rows.toLocaleString("en-US")} rows:{" "}
          <strong>{summary.newShows.toLocaleString("en-US")} new</strong>,{" "}
          {summary.existingShows.toLocaleString("en-US")} already there (skipped),{" "}
          <span className={summary.errors > 0 ? "font-semibold text-destructive" : undefined}>
            {summary.errors.toLocaleString("en-US")} with an error
          </span>
          . {plural(summary.newTours, "new tour")} and {plural(summary.newVenues, "new venue")}.
        </>
      }
    />
  );
}
