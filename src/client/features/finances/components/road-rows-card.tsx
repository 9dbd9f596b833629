import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { TourFinanceView } from "../api/finances";
import { categoryLabel } from "../labels";
import { useHomeMoney } from "./home-currency";

export type RoadRowView = TourFinanceView["road"]["rows"][number];

/**
 * The route's road rows in the tour's budget (issue 40; docs/product.md §18.4): estimates,
 * re-planned whenever a show changes, one per leg, day or night. "Type my figure" makes a row
 * the person's own: from then on the route leaves that leg or day to it. Nothing when the
 * road is not in the budget (a tour routed but not booked yet).
 */
export function RoadRowsCard({
  road,
  onTake,
}: {
  road: TourFinanceView["road"];
  onTake(row: RoadRowView): void;
}) {
  const money = useHomeMoney();
  // An answer kept on the device from before the road was in the ledger has no `road`.
  if (!road?.rows?.length) return null;
  return (
    <Card className="min-w-0" data-testid="road-rows">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <SectionTitle>
          {t({ id: "finances.roadRows.title", defaultMessage: "From the route" })}
        </SectionTitle>
        <p className="text-sm text-muted-foreground">
          {t(
            {
              id: "finances.roadRows.summary",
              defaultMessage: "Estimated · {total} anticipated · follows the shows",
            },
            { total: money.amount(road.total) },
          )}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid max-h-96 gap-2 overflow-auto">
          {road.rows.map((r) => (
            <li
              key={r.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{r.label}</p>
                <p className="text-sm text-muted-foreground">
                  {categoryLabel(r.category)}
                  {r.date ? ` · ${formatCalendarDate(r.date)}` : ""} · {money.amount(r.amount)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant="outline">
                  {t({ id: "finances.roadRows.estimated", defaultMessage: "Estimated" })}
                </Badge>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onTake(r)}
                  aria-label={t(
                    {
                      id: "finances.roadRows.takeFor",
                      defaultMessage: "Type my figure for {label}",
                    },
                    { label: r.label },
                  )}
                >
                  {t({ id: "finances.roadRows.take", defaultMessage: "Type my figure" })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
