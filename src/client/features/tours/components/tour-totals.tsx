import { AlertTriangle } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { DEFAULT_HOME_CURRENCY, formatHomeWhole } from "@/domain/currencies/home-money";
import { leftOutWarning } from "@/domain/finances/ledger/convert";
import { noRateMessage } from "@/domain/finances/ledger/currency-notes";
import { formatExact } from "@/domain/format";
import { shownOr } from "@/domain/hidden";
import type { TourDetail } from "../api/tours";

/** "The Lantern: No rate for GBP on 2026-11-01": which show is left out, and why. */
function leftOutShow(
  u: { showId: string | null; currency: string; date: string | null },
  detail: TourDetail,
) {
  const venue = detail.shows.find((s) => s.id === u.showId)?.venue?.name;
  const why = noRateMessage(u.currency, u.date);
  return venue
    ? t({ id: "tours.totals.leftOutShow", defaultMessage: "{venue}: {why}" }, { venue, why })
    : why;
}

/**
 * The tour's show count and money by meaning (booked and settled, travel and lodging planned
 * and booked), the same sums as its Financial Overview. Crew and
 * artists are sent no money (ADR 0019): they see the show count alone.
 */
export function TourTotals({ detail }: { detail: TourDetail }) {
  const capacity = detail.shows.reduce((n, s) => n + (s.venue?.capacity ?? 0), 0);
  const money = shownOr(detail.moneyTotals, null);
  // Issue 41: the totals are in the answer's home currency (one cached before it: dollars);
  // shows no rate converts are left out.
  const inHome = money?.homeCurrency ?? DEFAULT_HOME_CURRENCY;
  const home = { whole: (amount: string) => formatHomeWhole(amount, inHome) };
  const unconverted = money?.unconverted ?? [];
  const items = [
    {
      key: "Shows",
      label: t({ id: "tours.totals.shows", defaultMessage: "Shows" }),
      value: String(detail.shows.length),
      caption: t(
        { id: "tours.showRow.capacity", defaultMessage: "{capacity} capacity" },
        { capacity: formatExact(capacity) },
      ),
    },
    ...(money
      ? [
          // Each figure says its meaning (issue 36) and is the tour's ledger sum, as in Finances.
          {
            key: "Booked",
            label: t({ id: "tours.totals.booked", defaultMessage: "Booked" }),
            value: home.whole(money.booked),
            caption: t(
              {
                id: "tours.totals.bookedCaption",
                defaultMessage: "confirmed shows: deals, else offers · {settled} settled",
              },
              { settled: home.whole(money.settled) },
            ),
          },
          {
            key: "Travel",
            label: t({ id: "tours.totals.travel", defaultMessage: "Travel" }),
            value: home.whole(money.travelPlanned),
            caption: t(
              { id: "tours.totals.plannedCaption", defaultMessage: "planned · {booked} booked" },
              { booked: home.whole(money.travelBooked) },
            ),
          },
          {
            key: "Lodging",
            label: t({ id: "tours.totals.lodging", defaultMessage: "Lodging" }),
            value: home.whole(money.lodgingPlanned),
            caption: t(
              { id: "tours.totals.plannedCaption", defaultMessage: "planned · {booked} booked" },
              { booked: home.whole(money.lodgingBooked) },
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      {unconverted.length > 0 && (
        <div
          role="status"
          className="mb-3 flex gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">
              {leftOutWarning(
                unconverted.length,
                unconverted.every((u) => u.showId) ? "show" : "line",
              )}
              .
            </p>
            <p>{unconverted.map((u) => leftOutShow(u, detail)).join(" · ")}</p>
          </div>
        </div>
      )}
      <section
        aria-label={t({ id: "tours.totals.label", defaultMessage: "Tour totals" })}
        className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {items.map((i) => (
          <Card key={i.key}>
            <CardHeader className="p-4 pb-1">
              <p className="text-sm font-medium text-muted-foreground">{i.label}</p>
            </CardHeader>
            <CardContent className="p-4 pt-0">
              <p className="text-xl font-bold tabular-nums" data-testid={`total-${i.key}`}>
                {i.value}
              </p>
              <p className="text-xs text-muted-foreground">{i.caption}</p>
            </CardContent>
          </Card>
        ))}
      </section>
    </>
  );
}
