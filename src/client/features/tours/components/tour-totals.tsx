import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { useMoney } from "@/client/lib/use-money";
import { formatExact } from "@/domain/format";
import { shownOr } from "@/domain/hidden";
import type { TourDetail } from "../api/tours";

/**
 * The tour's show count and money by meaning (booked and settled, travel and lodging planned
 * and booked), the same sums as its Financial Overview. Crew and
 * artists are sent no money (ADR 0019): they see the show count alone.
 */
export function TourTotals({ detail }: { detail: TourDetail }) {
  const capacity = detail.shows.reduce((n, s) => n + (s.venue?.capacity ?? 0), 0);
  const money = shownOr(detail.moneyTotals, null);
  const home = useMoney();
  const items = [
    {
      label: "Shows",
      value: String(detail.shows.length),
      caption: `${formatExact(capacity)} capacity`,
    },
    ...(money
      ? [
          // Each figure says its meaning (issue 36) and is the tour's ledger sum, as in Finances.
          {
            label: "Booked",
            value: home.whole(money.booked),
            caption: `confirmed shows: deals, else offers · ${home.whole(money.settled)} settled`,
          },
          {
            label: "Travel",
            value: home.whole(money.travelPlanned),
            caption: `planned · ${home.whole(money.travelBooked)} booked`,
          },
          {
            label: "Lodging",
            value: home.whole(money.lodgingPlanned),
            caption: `planned · ${home.whole(money.lodgingBooked)} booked`,
          },
        ]
      : []),
  ];
  return (
    <section aria-label="Tour totals" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((i) => (
        <Card key={i.label}>
          <CardHeader className="p-4 pb-1">
            <p className="text-sm font-medium text-muted-foreground">{i.label}</p>
          </CardHeader>
          <CardContent className="p-4 pt-0">
            <p className="text-xl font-bold tabular-nums" data-testid={`total-${i.label}`}>
              {i.value}
            </p>
            <p className="text-xs text-muted-foreground">{i.caption}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
