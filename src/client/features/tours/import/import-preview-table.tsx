import {
  type PreviewColumn,
  SheetPreviewTable,
} from "@/client/components/sheet-import/preview-table";
import { t, tRich } from "@/client/i18n/t";
import { type HomeAmounts, useHomeAmounts } from "@/client/lib/use-home-amounts";
import { negotiationStatusWord } from "@/client/negotiation/status-words";
import { formatExact } from "@/domain/format";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { ImportSummary, PreviewRow } from "@/domain/tours/imports/show-plan";

/** The fee is in the home currency: the import makes offers in it. */
const showColumns = (money: HomeAmounts): PreviewColumn<PreviewRow>[] => [
  {
    head: t({ id: "tours.import.colDate", defaultMessage: "Date" }),
    className: "whitespace-nowrap",
    cell: (r) => formatCalendarDate(r.date),
  },
  {
    head: t({ id: "tours.import.colVenue", defaultMessage: "Venue" }),
    cell: (r) => (
      <>
        {r.venue}
        {r.city ? <span className="text-muted-foreground">, {r.city}</span> : null}
      </>
    ),
  },
  { head: t({ id: "tours.import.colTour", defaultMessage: "Tour" }), cell: (r) => r.tour },
  {
    head: t({ id: "tours.import.colStatus", defaultMessage: "Status" }),
    cell: (r) =>
      r.holdRank != null
        ? t(
            { id: "tours.import.statusRank", defaultMessage: "{status} (rank {rank})" },
            { status: negotiationStatusWord(r.showStatus ?? ""), rank: r.holdRank },
          )
        : negotiationStatusWord(r.showStatus ?? ""),
  },
  {
    head: t({ id: "tours.import.colFee", defaultMessage: "Fee" }),
    className: "text-right tabular-nums",
    cell: (r) => (r.fee === undefined || r.fee === "0.00" ? "—" : money.amount(r.fee)),
  },
  {
    head: t({ id: "tours.import.colCapacity", defaultMessage: "Capacity" }),
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
      summary={tRich(
        {
          id: "tours.import.previewSummary",
          defaultMessage:
            "{rows} rows: <b>{newShows} new</b>, {existing} already there (skipped), <err>{errors} with an error</err>. {newTours, plural, one {# new tour} other {# new tours}} and {newVenues, plural, one {# new venue} other {# new venues}}.",
        },
        {
          rows: summary.rows,
          newShows: summary.newShows,
          existing: summary.existingShows,
          errors: summary.errors,
          newTours: summary.newTours,
          newVenues: summary.newVenues,
          b: (chunks) => <strong>{chunks}</strong>,
          err: (chunks) => (
            <span className={summary.errors > 0 ? "font-semibold text-destructive" : undefined}>
              {chunks}
            </span>
          ),
        },
      )}
    />
  );
}
