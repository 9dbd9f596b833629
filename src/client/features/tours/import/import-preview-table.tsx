import { Badge } from "@/client/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import type { ImportSummary, PreviewRow, PreviewStatus } from "@/domain/imports/show-plan";
import { negotiationStatusLabel } from "@/domain/negotiations";
import { formatCalendarDate } from "@/domain/tour-timing";

const plural = (n: number, one: string) =>
  `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

/** Rows listed in the dialog; every row is checked, a 10,000-row sheet is not drawn whole. */
const SHOWN_ROWS = 200;
const SHOWN_PROBLEMS = 50;

const STATUS: Record<
  PreviewStatus,
  { label: string; variant: "success" | "secondary" | "destructive" }
> = {
  new: { label: "New", variant: "success" },
  existing: { label: "Already there", variant: "secondary" },
  error: { label: "Error", variant: "destructive" },
};

/** The preview: a summary, every error's reason, and the rows as they will be imported. */
export function ImportPreviewTable({
  summary,
  rows,
}: {
  summary: ImportSummary;
  rows: readonly PreviewRow[];
}) {
  const problems = rows.filter((r) => r.status === "error");
  const warnings = rows.flatMap((r) => r.warnings ?? []);
  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        {summary.rows.toLocaleString("en-US")} rows:{" "}
        <strong>{summary.newShows.toLocaleString("en-US")} new</strong>,{" "}
        {summary.existingShows.toLocaleString("en-US")} already there (skipped),{" "}
        <span className={summary.errors > 0 ? "font-semibold text-destructive" : undefined}>
          {summary.errors.toLocaleString("en-US")} with an error
        </span>
        . {plural(summary.newTours, "new tour")} and {plural(summary.newVenues, "new venue")}.
      </p>
      {problems.length > 0 && (
        <ul
          className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          aria-label="Rows with an error"
        >
          {problems.slice(0, SHOWN_PROBLEMS).map((r) => (
            <li key={r.row}>{r.reason}</li>
          ))}
          {problems.length > SHOWN_PROBLEMS && (
            <li>…and {problems.length - SHOWN_PROBLEMS} more.</li>
          )}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul
          className="grid gap-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          aria-label="Warnings"
        >
          {warnings.slice(0, SHOWN_PROBLEMS).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <Table aria-label="Preview of the import">
        <TableHeader>
          <TableRow>
            <TableHead>Row</TableHead>
            <TableHead>Import</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Venue</TableHead>
            <TableHead>Tour</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>
                <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
              </TableCell>
              {r.status === "error" ? (
                <TableCell colSpan={4} className="text-destructive">
                  {r.reason?.replace(/^row \d+: /, "")}
                </TableCell>
              ) : (
                <>
                  <TableCell className="whitespace-nowrap">{formatCalendarDate(r.date)}</TableCell>
                  <TableCell>
                    {r.venue}
                    {r.city ? <span className="text-muted-foreground">, {r.city}</span> : null}
                  </TableCell>
                  <TableCell>{r.tour}</TableCell>
                  <TableCell>{negotiationStatusLabel(r.showStatus ?? "")}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN_ROWS && (
        <p className="text-sm text-muted-foreground">
          The first {SHOWN_ROWS} of {rows.length.toLocaleString("en-US")} rows are listed; every row
          was checked.
        </p>
      )}
    </div>
  );
}
