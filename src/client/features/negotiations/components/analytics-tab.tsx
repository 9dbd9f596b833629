import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import { useMoney } from "@/client/lib/use-money";
import { negotiationStatusWord } from "@/client/negotiation/status-words";
import { noRateMessage } from "@/domain/finances/ledger/currency-notes";
import { isHidden, shownOr } from "@/domain/hidden";
import type { ShownNegotiationAnalytics as NegotiationAnalytics } from "@/domain/negotiations/reader-shape";

const BAR: Record<string, string> = {
  confirmed: "bg-success",
  hold: "bg-amber-400",
  challenge: "bg-destructive",
  pending: "bg-secondary-foreground/40",
  released: "bg-muted-foreground/40",
  declined: "bg-muted-foreground/60",
};

function Figure({ label, value, caption }: { label: string; value: string; caption: string }) {
  return (
    <Card role="group" aria-label={label}>
      <CardContent className="p-4">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{caption}</p>
      </CardContent>
    </Card>
  );
}

/** Computed figures, a status chart with its table, and negotiations by city. */
export function AnalyticsTab({ a }: { a: NegotiationAnalytics }) {
  const money = useMoney();
  const max = Math.max(1, ...a.byStatus.map((s) => s.count));
  // Issue 41: the mean is in the home currency; shows no rate converts are left out of it.
  const leftOut = shownOr(a.unconverted, null) ?? [];
  const feeCaption =
    leftOut.length === 0
      ? t({ id: "negotiations.analytics.perShow", defaultMessage: "per confirmed show" })
      : t(
          {
            id: "negotiations.analytics.perShowLeftOut",
            defaultMessage: "per confirmed show; leaves out {count} with no rate ({reasons})",
          },
          {
            count: leftOut.length,
            reasons: leftOut.map((u) => noRateMessage(u.currency, u.date)).join("; "),
          },
        );
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t({ id: "negotiations.analytics.rate", defaultMessage: "Confirmation rate" })}
          value={`${a.confirmationRate}%`}
          caption={t(
            {
              id: "negotiations.analytics.rateCaption",
              defaultMessage: "of {count} decided negotiations",
            },
            { count: a.decided },
          )}
        />
        <Figure
          label={t({ id: "negotiations.analytics.holdsLost", defaultMessage: "Holds lost" })}
          value={String(a.lostToExpiry + a.lostToChallenge)}
          caption={t(
            {
              id: "negotiations.analytics.holdsLostCaption",
              defaultMessage: "{expired} expired, {challenged} to challenges",
            },
            { expired: a.lostToExpiry, challenged: a.lostToChallenge },
          )}
        />
        <Figure
          label={t({
            id: "negotiations.analytics.daysToConfirm",
            defaultMessage: "Days to confirm",
          })}
          value={a.averageDaysToConfirm === null ? "—" : String(a.averageDaysToConfirm)}
          caption={
            a.confirmationsLeftOut > 0
              ? t(
                  {
                    id: "negotiations.analytics.daysCaptionLeftOut",
                    defaultMessage:
                      "average, first contact to confirmation ({count} confirmed before their start date left out)",
                  },
                  { count: a.confirmationsLeftOut },
                )
              : t({
                  id: "negotiations.analytics.daysCaption",
                  defaultMessage: "average, first contact to confirmation",
                })
          }
        />
        {/* Crew and artists get the marker: the card is left out rather than read as $0. */}
        {!isHidden(a.averageConfirmedFee) && (
          <Figure
            label={t({
              id: "negotiations.analytics.averageFee",
              defaultMessage: "Average confirmed fee",
            })}
            value={money.whole(a.averageConfirmedFee)}
            caption={feeCaption}
          />
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              {t({ id: "negotiations.analytics.breakdown", defaultMessage: "Status breakdown" })}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div aria-hidden="true" className="grid gap-2">
              {a.byStatus.map((s) => (
                <div
                  key={s.status}
                  className="grid grid-cols-[90px_1fr_32px] items-center gap-2 text-sm"
                >
                  <span>{negotiationStatusWord(s.status)}</span>
                  <span className="h-3 rounded bg-muted">
                    <span
                      className={`block h-3 rounded ${BAR[s.status]}`}
                      style={{ width: `${(s.count / max) * 100}%` }}
                    />
                  </span>
                  <span className="text-right tabular-nums">{s.count}</span>
                </div>
              ))}
            </div>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">
                    {t({ id: "negotiations.holdFields.status", defaultMessage: "Status" })}
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    {t({
                      id: "negotiations.analytics.negotiations",
                      defaultMessage: "Negotiations",
                    })}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {a.byStatus.map((s) => (
                  <TableRow key={s.status}>
                    <TableCell>{negotiationStatusWord(s.status)}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              {t({ id: "negotiations.analytics.byCity", defaultMessage: "By city" })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">
                    {t({ id: "negotiations.facts.city", defaultMessage: "City" })}
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    {t({
                      id: "negotiations.analytics.negotiations",
                      defaultMessage: "Negotiations",
                    })}
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    {t({ id: "negotiations.analytics.confirmed", defaultMessage: "Confirmed" })}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {a.byCity.map((c) => (
                  <TableRow key={c.city}>
                    <TableCell>{c.city}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.negotiations}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.confirmed}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
