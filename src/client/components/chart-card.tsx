import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { cn } from "@/client/lib/utils";
import { SectionTitle } from "./section-title";

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** Cells as content; every column after the first is a figure and is right-aligned. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * A chart with its figures as a table (the table alternative): the drawing is hidden from
 * screen readers, the table says the same thing in a form they can read. `tableBeside` puts
 * the table next to the chart on wide screens (below it on a phone); "roomy" only where the
 * card itself is wide enough for a table of many columns, else below the chart at full width
 * (issue 47: the route's five columns were squeezed beside its map at 1280 px).
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
  actions,
  tableBeside = false,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: DataTableProps;
  actions?: ReactNode;
  tableBeside?: boolean | "roomy";
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <SectionTitle>{title}</SectionTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {actions}
      </CardHeader>
      <CardContent className={cn(tableBeside === "roomy" && "@container")}>
        <div
          className={cn(
            "grid gap-4",
            tableBeside === true && "xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start",
            tableBeside === "roomy" &&
              "@7xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] @7xl:items-start",
          )}
        >
          <div aria-hidden="true" className="min-w-0">
            {chart}
          </div>
          <div className="overflow-x-auto">
            <DataTable {...table} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <Table className="text-xs sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {columns.map((c, i) => (
            <TableHead key={c} className={cn(i > 0 && "text-right")}>
              {c}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            {r.cells.map((cell, i) => (
              <TableCell key={i} className={cn(i > 0 ? "text-right tabular-nums" : "font-medium")}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
