import { AlertTriangle } from "lucide-react";
import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { formatStoredIn } from "@/domain/currencies/currency";
import { lineLabel } from "@/domain/finances/ledger/line-words";
import type { TourFinanceView } from "../api/finances";

/**
 * Issue 41: what the totals above are in, each rate a line was converted at (with its day),
 * and, visibly, the lines no rate converts: shown as entered and left out of every total.
 * Nothing is shown while every amount is in the home currency.
 */
export function CurrencyNotesCard({
  notes,
}: {
  /** Undefined in an answer cached offline before currencies existed: nothing to say. */
  notes: TourFinanceView["currency"] | undefined;
}) {
  if (!notes || (notes.rates.length === 0 && notes.unconverted.length === 0)) return null;
  const missing = notes.unconverted.length;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <SectionTitle>
          {t(
            { id: "finances.currencyNotes.title", defaultMessage: "Currencies · totals in {home}" },
            { home: notes.home },
          )}
        </SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {missing > 0 && (
          <div
            role="status"
            className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">
                {t(
                  {
                    id: "finances.currencyNotes.leftOut",
                    defaultMessage:
                      "The totals leave out {count, plural, one {# line} other {# lines}} with no rate: they are not complete.",
                  },
                  { count: missing },
                )}
              </p>
              <ul className="grid gap-0.5">
                {notes.unconverted.map((u, i) => (
                  <li key={`${u.label}-${u.state}-${i}`}>
                    {lineLabel(u)}: {formatStoredIn(u.amount, u.currency)} (
                    {t(
                      {
                        id: "finances.currencyNotes.state",
                        defaultMessage:
                          "{state, select, anticipated {anticipated} actual {actual} settled {settled} other {{state}}}",
                      },
                      { state: u.state },
                    )}
                    ) · {u.message}
                  </li>
                ))}
              </ul>
              <p className="text-xs">
                {t({
                  id: "finances.currencyNotes.addRate",
                  defaultMessage:
                    "Add a rate for that day in Settings (or on the row of Income & Expenses, or the show's deal, itself).",
                })}
              </p>
            </div>
          </div>
        )}
        {notes.rates.length > 0 && (
          <ul
            className="grid gap-1"
            aria-label={t({ id: "finances.currencyNotes.rates", defaultMessage: "Rates used" })}
          >
            {notes.rates.map((r) => (
              <li key={r.text} className="tabular-nums text-muted-foreground">
                {r.text}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
