import { useQuery } from "@tanstack/react-query";
import { Plus, Upload } from "lucide-react";
import { Suspense, useState } from "react";
import { QueryState } from "@/client/components/query-state";
import { RowActions } from "@/client/components/row-actions";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { formatStoredIn } from "@/domain/currencies/currency";
import type { Financial } from "@/domain/finances/financials";
import { formatUsdAmount } from "@/domain/format";
import { formatCalendarDate } from "@/domain/tour-timing";
import { financialsQuery, receiptUrl, type TourFinanceView } from "../api/finances";
import { categoryLabel } from "../labels";
import { showLabel } from "./deal-dialog";

// The import dialog (and its mapping and preview) loads only when it is opened.
const ImportFinancialsDialog = preloadable(
  async () => (await import("../import/import-financials-dialog")).default,
);

/** A row's amount in its own currency (issue 41): "$185.40", "£1,000.00", "¥1,500". */
const amountOf = (r: Financial, amount: string) =>
  r.currency === "USD" ? formatUsdAmount(amount) : formatStoredIn(amount, r.currency);
const actual = (r: Financial) => (r.amountActual === null ? "—" : amountOf(r, r.amountActual));

type Shows = TourFinanceView["shows"];

/**
 * What the row was: its description (else its category), its day and show, and its receipt
 * (issue 36: a row of $185.40 with nothing else said nothing a tour manager could check).
 */
function RowDetails({ row, tourId, shows }: { row: Financial; tourId: string; shows: Shows }) {
  const show = shows.find((s) => s.id === row.showId);
  const when = [row.date ? formatCalendarDate(row.date) : null, show ? showLabel(show) : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="min-w-0">
      <div className="break-words font-medium">
        {row.description || categoryLabel(row.category)}
      </div>
      <div className="text-xs text-muted-foreground">
        {row.description ? categoryLabel(row.category) : null}
        {row.description && when ? " · " : null}
        {when}
      </div>
      {row.receipt && (
        <a
          href={receiptUrl(tourId, row.id)}
          target="_blank"
          rel="noreferrer"
          className="text-xs underline underline-offset-2"
        >
          {t(
            { id: "finances.financials.receipt", defaultMessage: "Receipt: {fileName}" },
            { fileName: row.receipt.fileName },
          )}
        </a>
      )}
      <RowBadges row={row} />
    </div>
  );
}

function RowBadges({ row }: { row: Financial }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={row.type === "revenue" ? "success" : "outline"}>
        {row.type === "revenue"
          ? t({ id: "finances.rowType.revenue", defaultMessage: "Revenue" })
          : t({ id: "finances.rowType.expense", defaultMessage: "Expense" })}
      </Badge>
      {row.isFinalized ? (
        <Badge variant="secondary">
          {t({ id: "finances.financials.finalized", defaultMessage: "Finalized" })}
        </Badge>
      ) : null}
    </div>
  );
}

/**
 * The tour's revenue and expense rows, newest first (docs/product.md §5.3), with full CRUD, and an import
 * from a budget sheet or a bank's CSV (issue 27).
 */
export function FinancialsCard({
  tourId,
  tourTitle,
  shows,
  onAdd,
  onEdit,
  onDelete,
}: {
  tourId: string;
  tourTitle: string;
  shows: Shows;
  onAdd(): void;
  onEdit(row: Financial): void;
  onDelete(row: Financial): void;
}) {
  const rows = useQuery(financialsQuery(tourId));
  const [importing, setImporting] = useState(false);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <SectionTitle>
          {t({ id: "finances.financials.title", defaultMessage: "Income & Expenses" })}
        </SectionTitle>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            {...onIntent(ImportFinancialsDialog.preload)}
            onClick={() => setImporting(true)}
          >
            <Upload aria-hidden="true" />
            {t({ id: "finances.financials.import", defaultMessage: "Import" })}
          </Button>
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t({ id: "finances.financialDialog.add", defaultMessage: "Add Row" })}
          </Button>
        </div>
      </CardHeader>
      {importing && (
        <Suspense fallback={null}>
          <ImportFinancialsDialog
            tourId={tourId}
            tourTitle={tourTitle}
            open={importing}
            onOpenChange={setImporting}
          />
        </Suspense>
      )}
      <CardContent>
        <QueryState
          query={rows}
          errorText={t({
            id: "finances.fetchError",
            defaultMessage: "Failed to fetch financial data",
          })}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="text-sm text-muted-foreground">
              {t({ id: "finances.financials.empty", defaultMessage: "No financial rows yet." })}
            </p>
          }
        >
          {(list) => (
            <>
              {/* A phone gets one card per row: a four-column table pushed Actual and the
                  row actions off the screen. */}
              <ul
                className="grid gap-2 sm:hidden"
                aria-label={t({ id: "finances.financials.rows", defaultMessage: "Financial rows" })}
              >
                {list.map((r) => (
                  <li key={r.id} className="grid gap-2 rounded-md border p-3">
                    <div className="flex items-start justify-between gap-2">
                      <RowDetails row={r} tourId={tourId} shows={shows} />
                      <RowActions
                        label={t(
                          { id: "finances.financials.rowLabel", defaultMessage: "{name} row" },
                          { name: r.description || categoryLabel(r.category) },
                        )}
                        onEdit={() => onEdit(r)}
                        onDelete={() => onDelete(r)}
                      />
                    </div>
                    <dl className="grid grid-cols-2 gap-2 text-sm">
                      <div>
                        <dt className="text-xs text-muted-foreground">
                          {t({
                            id: "finances.financials.anticipated",
                            defaultMessage: "Anticipated",
                          })}
                        </dt>
                        <dd className="tabular-nums">{amountOf(r, r.amountAnticipated)}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">
                          {t({ id: "finances.financials.actual", defaultMessage: "Actual" })}
                        </dt>
                        <dd className="tabular-nums">{actual(r)}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="hidden sm:block">
                <Table className="text-sm">
                  <caption className="sr-only">
                    {t({ id: "finances.financials.rows", defaultMessage: "Financial rows" })}
                  </caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead>
                        {t({ id: "finances.financials.entry", defaultMessage: "Entry" })}
                      </TableHead>
                      <TableHead className="text-right">
                        {t({
                          id: "finances.financials.anticipated",
                          defaultMessage: "Anticipated",
                        })}
                      </TableHead>
                      <TableHead className="text-right">
                        {t({ id: "finances.financials.actual", defaultMessage: "Actual" })}
                      </TableHead>
                      <TableHead>
                        <span className="sr-only">
                          {t({ id: "finances.financials.actions", defaultMessage: "Actions" })}
                        </span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell>
                          <RowDetails row={r} tourId={tourId} shows={shows} />
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {amountOf(r, r.amountAnticipated)}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">{actual(r)}</TableCell>
                        <TableCell>
                          <RowActions
                            label={t(
                              { id: "finances.financials.rowLabel", defaultMessage: "{name} row" },
                              { name: r.description || categoryLabel(r.category) },
                            )}
                            onEdit={() => onEdit(r)}
                            onDelete={() => onDelete(r)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
