import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { dayText } from "@/client/lib/person-clock";
import { formatStoredIn } from "@/domain/currencies/currency";
import { formatWeekdayDate } from "@/domain/date-time";
import type { CurrencyTotals, MyTour } from "@/domain/party/answers";
import { PAYMENT_KIND_LABELS } from "@/domain/party/payments";
import { DAY_KIND_LABELS } from "@/domain/party/people";

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
    <ul aria-label="Your totals" className="grid gap-3 sm:grid-cols-2">
      {totals.map((t) => (
        <li key={t.currency}>
          <Card>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">In {t.currency}</p>
              <p className="text-2xl font-semibold">{formatStoredIn(t.total, t.currency)}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
                <dt className="text-muted-foreground">Paid</dt>
                <dd className="text-right">{formatStoredIn(t.paid, t.currency)}</dd>
                <dt className="text-muted-foreground">Owed</dt>
                <dd className="text-right font-medium">{formatStoredIn(t.owed, t.currency)}</dd>
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
        <p className="font-medium">{PAYMENT_KIND_LABELS[line.kind]}</p>
        {line.note ? <p className="text-sm text-muted-foreground">{line.note}</p> : null}
      </div>
      <div className="shrink-0 text-right">
        <p className="font-medium tabular-nums">{formatStoredIn(line.amount, line.currency)}</p>
        {line.paidAt ? (
          <>
            <Badge variant="success">Paid {dayText(line.paidAt)}</Badge>
            {line.paidFromFloat ? <p className="text-xs text-muted-foreground">In cash</p> : null}
          </>
        ) : (
          <Badge variant="warning">Owed</Badge>
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
        Per diems and pay
      </SectionTitle>
      {tour.lines.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-muted-foreground">
            No per diems or pay on this tour yet. Your tour manager adds them on Party &amp; pay.
          </CardContent>
        </Card>
      ) : (
        <>
          <MyTotals totals={tour.totals} />
          <ul aria-label="Your lines by day" className="space-y-3">
            {byDay(tour.lines).map(([day, lines]) => {
              const first = lines[0]!;
              const title = day ? formatWeekdayDate(day) : "Not tied to a day";
              return (
                <li key={day ?? "none"} aria-label={title}>
                  <Card>
                    <CardHeader className="gap-1 p-4 pb-0">
                      <p className="font-semibold">{title}</p>
                      {first.dayKind || first.showLabel ? (
                        <p className="text-sm text-muted-foreground">
                          {[
                            first.dayKind ? DAY_KIND_LABELS[first.dayKind] : null,
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
