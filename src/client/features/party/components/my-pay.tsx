import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { dayText } from "@/client/lib/person-clock";
import { formatStoredIn } from "@/domain/currencies/currency";
import { formatWeekdayDate } from "@/domain/date-time";
import type { CurrencyTotals, MyTour } from "@/domain/party/answers";
import { dayKindLabel, paymentKindLabel } from "./party-words";

type Line = MyTour["lines"][number];

/** Lines by day, in day order; lines on no day (a fee, an advance) last. */
function byDay(lines: readonly Line[]) {
  const days = new Map<string | null, Line[]>();
  const sorted = [...lines].sort((a, b) => {
    if (a.day === b.day) return 0;
    if (a.day === null) return 1;
    if (b.day === null) return -1;
    return a.day.localeCompare(b.day);
  });
  for (const line of sorted) days.set(line.day, [...(days.get(line.day) ?? []), line]);
  return [...days.entries()];
}

/** Per currency, never summed across currencies (ADR 0026): what the lines come to, paid, owed. */
function MyTotals({ totals }: { totals: readonly CurrencyTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <ul
      aria-label={t({ id: "party.myPay.totals", defaultMessage: "Your totals" })}
      className="grid gap-3 sm:grid-cols-2"
    >
      {totals.map((c) => (
        <li key={c.currency}>
          <Card>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">
                {t(
                  { id: "party.myPay.inCurrency", defaultMessage: "In {currency}" },
                  { currency: c.currency },
                )}
              </p>
              <p className="text-2xl font-semibold">{formatStoredIn(c.total, c.currency)}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
                <dt className="text-muted-foreground">
                  {t({ id: "party.payDialog.paid", defaultMessage: "Paid" })}
                </dt>
                <dd className="text-right">{formatStoredIn(c.paid, c.currency)}</dd>
                <dt className="text-muted-foreground">
                  {t({ id: "party.myPay.owed", defaultMessage: "Owed" })}
                </dt>
                <dd className="text-right font-medium">{formatStoredIn(c.owed, c.currency)}</dd>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function LineRow({ line }: { line: Line }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium">{paymentKindLabel(line.kind)}</p>
        {line.note ? <p className="text-sm text-muted-foreground">{line.note}</p> : null}
      </div>
      <div className="shrink-0 text-right">
        <p className="font-medium tabular-nums">{formatStoredIn(line.amount, line.currency)}</p>
        {line.paidAt ? (
          <>
            <Badge variant="success">
              {t(
                { id: "party.myPay.paidOn", defaultMessage: "Paid {day}" },
                { day: dayText(line.paidAt) },
              )}
            </Badge>
            {line.paidFromFloat ? (
              <p className="text-xs text-muted-foreground">
                {t({ id: "party.myPay.inCash", defaultMessage: "In cash" })}
              </p>
            ) : null}
          </>
        ) : (
          <Badge variant="warning">{t({ id: "party.myPay.owed", defaultMessage: "Owed" })}</Badge>
        )}
      </div>
    </li>
  );
}

/** The reader's per diems and pay: a card per day (a phone's width), then the totals. */
export function MyPay({ tour }: { tour: MyTour }) {
  return (
    <section aria-labelledby="my-pay" className="space-y-3">
      <SectionTitle id="my-pay" className="text-lg">
        {t({ id: "party.myPay.title", defaultMessage: "Per diems and pay" })}
      </SectionTitle>
      {tour.lines.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-muted-foreground">
            {t({
              id: "party.myPay.empty",
              defaultMessage:
                "No per diems or pay on this tour yet. Your tour manager adds them on Party & pay.",
            })}
          </CardContent>
        </Card>
      ) : (
        <>
          <MyTotals totals={tour.totals} />
          <ul
            aria-label={t({ id: "party.myPay.byDay", defaultMessage: "Your lines by day" })}
            className="space-y-3"
          >
            {byDay(tour.lines).map(([day, lines]) => {
              const first = lines[0]!;
              const title = day
                ? formatWeekdayDate(day)
                : t({ id: "party.myPay.noDay", defaultMessage: "Not tied to a day" });
              return (
                <li key={day ?? "none"} aria-label={title}>
                  <Card>
                    <CardHeader className="gap-1 p-4 pb-0">
                      <p className="font-semibold">{title}</p>
                      {first.dayKind || first.showLabel ? (
                        <p className="text-sm text-muted-foreground">
                          {[
                            first.dayKind ? dayKindLabel(first.dayKind) : null,
                            lines.find((l) => l.showLabel)?.showLabel ?? null,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </p>
                      ) : null}
                    </CardHeader>
                    <CardContent className="p-4 pt-1">
                      <ul className="divide-y">
                        {lines.map((line) => (
                          <LineRow key={line.id} line={line} />
                        ))}
                      </ul>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
