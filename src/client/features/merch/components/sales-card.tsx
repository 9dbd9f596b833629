import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
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
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatCalendarDate } from "@/domain/tour-timing";
import { merchSalesQuery } from "../api/merch-overview";

/** Sold, gross and sell-through per show that has counts, and per tour. */
export function SalesCard() {
  const sales = useQuery(merchSalesQuery);
  return (
    <Card>
      <CardHeader>
        <SectionTitle>
          {t({ id: "merch.sales.title", defaultMessage: "Sales per Show" })}
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={sales}
          errorText={t({ id: "merch.sales.error", defaultMessage: "Failed to load merch sales" })}
        >
          {({ shows, tours }) => {
            const counted = shows.filter((s) => s.countIn > 0);
            if (counted.length === 0) {
              return (
                <p className="text-sm text-muted-foreground">
                  {t({ id: "merch.sales.empty", defaultMessage: "No show counts yet." })}
                </p>
              );
            }
            return (
              <div className="space-y-4">
                <div className="overflow-x-auto">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>
                          {t({ id: "merch.counts.show", defaultMessage: "Show" })}
                        </TableHead>
                        <TableHead className="text-right">
                          {t({ id: "merch.counts.in", defaultMessage: "In" })}
                        </TableHead>
                        <TableHead className="text-right">
                          {t({ id: "merch.sales.sold", defaultMessage: "Sold" })}
                        </TableHead>
                        <TableHead className="text-right">
                          {t({ id: "merch.counts.comps", defaultMessage: "Comps" })}
                        </TableHead>
                        <TableHead className="text-right">
                          {t({ id: "merch.sales.gross", defaultMessage: "Gross" })}
                        </TableHead>
                        <TableHead className="text-right">
                          {t({ id: "merch.sales.sellThrough", defaultMessage: "Sell-through" })}
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {counted.map((s) => (
                        <TableRow key={s.showId}>
                          <TableCell>
                            <span className="font-medium">{s.venueName}</span>
                            <span className="block text-xs text-muted-foreground">
                              {formatCalendarDate(s.date)} · {s.tourTitle}
                            </span>
                          </TableCell>
                          <TableCell className="text-right tabular-nums">{s.countIn}</TableCell>
                          <TableCell className="text-right tabular-nums">{s.sold}</TableCell>
                          <TableCell className="text-right tabular-nums">{s.comps}</TableCell>
                          {/* "£125 + $60" on one line: the table scrolls rather than stack it. */}
                          <TableCell className="text-right tabular-nums whitespace-nowrap">
                            {formatByCurrency(s.gross, "—", { whole: true })}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {s.sellThrough}%
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
                <ul
                  className="grid gap-2 sm:grid-cols-2"
                  aria-label={t({
                    id: "merch.sales.perTour",
                    defaultMessage: "Sell-through per tour",
                  })}
                >
                  {tours
                    .filter((tour) => tour.countIn > 0)
                    .map((tour) => (
                      <li key={tour.tourId} className="rounded-lg border p-3 text-sm">
                        <span className="font-medium">{tour.tourTitle}</span>
                        <span className="block text-muted-foreground">
                          {t(
                            {
                              id: "merch.sales.tourLine",
                              defaultMessage: "{sold} of {countIn} sold ({sellThrough}%) · {gross}",
                            },
                            {
                              sold: tour.sold,
                              countIn: tour.countIn,
                              sellThrough: tour.sellThrough,
                              gross: formatByCurrency(
                                tour.gross,
                                t({ id: "merch.sales.noGross", defaultMessage: "no gross" }),
                                { whole: true },
                              ),
                            },
                          )}
                        </span>
                      </li>
                    ))}
                </ul>
              </div>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
