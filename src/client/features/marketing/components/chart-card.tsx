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
  /** Cells as text; every column after the first is a figure and is right-aligned. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

/**
 * A chart with its figures as a table beside it (below it on a phone). The drawing is
 * hidden from screen readers; the table says the same thing in a form they can read.
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: DataTableProps;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <SectionTitle>{title}</SectionTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <div aria-hidden="true" className="min-w-0">
          {chart}
        </div>
        <DataTable {...table} />
      </CardContent>
    </Card>
  );
}

function DataTable({ caption, columns, rows }: DataTableProps) {
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
