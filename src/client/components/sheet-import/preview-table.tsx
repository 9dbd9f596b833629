import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { type Message, t } from "@/client/i18n/t";
import { formatExact } from "@/domain/format";
import type { PreviewStatus } from "@/domain/tours/imports/show-plan";

/** Rows listed in the dialog; every row is checked, a 10,000-row sheet is not drawn whole. */
const SHOWN_ROWS = 200;
const SHOWN_PROBLEMS = 50;

/** A row's fate: the shows' and money's three, and "update" where an import changes a row (songs). */
type RowStatus = PreviewStatus | "update";

const STATUS: Record<
  RowStatus,
  { label: Message; variant: "success" | "secondary" | "destructive" | "warning" }
> = {
  new: {
    label: { id: "components.sheetImport.statusNew", defaultMessage: "New" },
    variant: "success",
  },
  update: {
    label: { id: "components.sheetImport.statusUpdate", defaultMessage: "Will update" },
    variant: "warning",
  },
  existing: {
    label: { id: "components.sheetImport.statusExisting", defaultMessage: "Already there" },
    variant: "secondary",
  },
  error: { label: { id: "common.error", defaultMessage: "Error" }, variant: "destructive" },
};

interface PreviewRowBase {
  row: number;
  status: RowStatus;
  reason?: string;
  warnings?: string[];
}

export interface PreviewColumn<R> {
  head: string;
  cell(row: R): ReactNode;
  className?: string;
}

/**
 * The preview of any import: the summary line, every error's reason, the warnings, and the
 * rows as they will be imported (row number, new / already there / error, then `columns`).
 */
export function SheetPreviewTable<R extends PreviewRowBase>({
  summary,
  rows,
  columns,
}: {
  summary: ReactNode;
  rows: readonly R[];
  columns: readonly PreviewColumn<R>[];
}) {
  const problems = rows.filter((r) => r.status === "error");
  const warnings = rows.flatMap((r) => r.warnings ?? []);
  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-sm" aria-live="polite">
        {summary}
      </p>
      {problems.length > 0 && (
        <ul
          className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          aria-label={t({
            id: "components.sheetImport.rowsWithError",
            defaultMessage: "Rows with an error",
          })}
        >
          {problems.slice(0, SHOWN_PROBLEMS).map((r) => (
            <li key={r.row}>{r.reason}</li>
          ))}
          {problems.length > SHOWN_PROBLEMS && (
            <li>
              {t(
                { id: "components.sheetImport.andMore", defaultMessage: "…and {count} more." },
                { count: problems.length - SHOWN_PROBLEMS },
              )}
            </li>
          )}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul
          className="grid gap-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          aria-label={t({ id: "components.sheetImport.warnings", defaultMessage: "Warnings" })}
        >
          {warnings.slice(0, SHOWN_PROBLEMS).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <Table
        aria-label={t({
          id: "components.sheetImport.preview",
          defaultMessage: "Preview of the import",
        })}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t({ id: "components.sheetImport.row", defaultMessage: "Row" })}</TableHead>
            <TableHead>
              {t({ id: "components.sheetImport.import", defaultMessage: "Import" })}
            </TableHead>
            {columns.map((c) => (
              <TableHead key={c.head} className={c.className}>
                {c.head}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>
                <Badge variant={STATUS[r.status].variant}>{t(STATUS[r.status].label)}</Badge>
              </TableCell>
              {r.status === "error" ? (
                <TableCell colSpan={columns.length} className="text-destructive">
                  {r.reason?.replace(/^row \d+: /, "")}
                </TableCell>
              ) : (
                columns.map((c) => (
                  <TableCell key={c.head} className={c.className}>
                    {c.cell(r)}
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN_ROWS && (
        <p className="text-sm text-muted-foreground">
          {t(
            {
              id: "components.sheetImport.firstRows",
              defaultMessage:
                "The first {shown} of {total} rows are listed; every row was checked.",
            },
            { shown: SHOWN_ROWS, total: formatExact(rows.length) },
          )}
        </p>
      )}
    </div>
  );
}
