import { ChevronDown, ChevronRight, FileDown } from "lucide-react";
import { memo, useState } from "react";
import { RowActions } from "@/client/components/row-actions";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/date-time";
import type { CurrencyTotals } from "@/domain/party/answers";
import { statementHref } from "../api/party";
import type { Line, LineGroup } from "./line-groups";
import { dayKindLabel, lineWhat, money, paymentKindLabel } from "./party-words";

export type LineAction = { kind: "pay" | "undo" | "edit" | "delete"; line: Line };

/** "£450.00 · £90.00 paid · £360.00 owed" per currency. */
function TotalsText({ totals }: { totals: readonly CurrencyTotals[] }) {
  return (
    <span className="grid gap-0.5 text-sm tabular-nums">
      {totals.map((c) => (
        <span key={c.currency}>
          {money(c.total, c.currency)}
          <span className="text-muted-foreground">
            {" "}
            {t(
              { id: "party.lines.paidOwed", defaultMessage: "· {paid} paid · {owed} owed" },
              { paid: money(c.paid, c.currency), owed: money(c.owed, c.currency) },
            )}
          </span>
        </span>
      ))}
    </span>
  );
}

function LineRow({
  line,
  by,
  onAction,
}: {
  line: Line;
  by: "person" | "day";
  onAction(a: LineAction): void;
}) {
  const what = lineWhat(line);
  return (
    <li className="grid gap-1 border-b px-2 py-2 last:border-0 md:grid-cols-[minmax(7rem,1fr)_minmax(9rem,1.3fr)_minmax(8rem,1.5fr)_7rem_auto] md:items-center md:gap-3">
      <span className="font-medium">
        {by === "day" ? `${line.personName} · ` : ""}
        {paymentKindLabel(line.kind)}
      </span>
      <span className="text-sm">
        {line.day ? (
          formatCalendarDate(line.day)
        ) : (
          <span className="text-muted-foreground">
            {t({ id: "party.lines.noDay", defaultMessage: "No day" })}
          </span>
        )}
        {line.dayKind ? (
          <span className="text-muted-foreground"> · {dayKindLabel(line.dayKind)}</span>
        ) : null}
      </span>
      <span className="truncate text-sm text-muted-foreground">
        {[line.showLabel, line.note].filter(Boolean).join(" · ")}
      </span>
      <span className="tabular-nums md:text-right">{money(line.amount, line.currency)}</span>
      <span className="flex flex-wrap items-center gap-1 md:justify-end">
        <Badge variant="outline">
          {line.origin === "generated"
            ? t({ id: "party.lines.generated", defaultMessage: "Generated" })
            : t({ id: "party.lines.typed", defaultMessage: "Typed" })}
        </Badge>
        {line.paidAt ? (
          <>
            <Badge variant="success">
              {line.paidFromFloat
                ? t({ id: "party.lines.paidFromFloat", defaultMessage: "Paid from float" })
                : t({ id: "party.payDialog.paid", defaultMessage: "Paid" })}
            </Badge>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction({ kind: "undo", line })}
              aria-label={t(
                { id: "party.lines.undoPaymentOf", defaultMessage: "Undo payment: {what}" },
                { what },
              )}
            >
              {t({ id: "party.lines.undoPayment", defaultMessage: "Undo payment" })}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAction({ kind: "pay", line })}
              aria-label={t({ id: "party.lines.payOf", defaultMessage: "Pay {what}" }, { what })}
            >
              {t({ id: "party.lines.pay", defaultMessage: "Pay" })}
            </Button>
            <RowActions
              label={what}
              onEdit={() => onAction({ kind: "edit", line })}
              onDelete={() => onAction({ kind: "delete", line })}
            />
          </>
        )}
      </span>
    </li>
  );
}

/**
 * One person's or one day's lines, collapsed until opened: a tour of 1,350 lines draws 30
 * headers, and only an opened group draws its rows. Memoised so opening one group leaves the
 * others alone.
 */
export const LineGroupCard = memo(function LineGroupCard({
  group,
  by,
  tourId,
  onAction,
}: {
  group: LineGroup;
  by: "person" | "day";
  tourId: string;
  onAction(a: LineAction): void;
}) {
  const [open, setOpen] = useState(false);
  const listId = `lines-${group.key}`;
  return (
    <section className="rounded-md border" aria-label={group.title}>
      <div className="flex flex-wrap items-center justify-between gap-2 p-2">
        <Button
          variant="ghost"
          className="h-auto justify-start px-1 text-left"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          <span className="font-medium">{group.title}</span>
          <span className="text-sm font-normal text-muted-foreground">
            {t(
              {
                id: "party.lines.count",
                defaultMessage: "{count, plural, one {# line} other {# lines}}",
              },
              { count: group.lines.length },
            )}
          </span>
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          <TotalsText totals={group.totals} />
          {group.personId ? (
            <Button variant="outline" size="sm" asChild>
              <a
                href={statementHref(tourId, group.personId)}
                download
                aria-label={t(
                  { id: "party.lines.statementOf", defaultMessage: "Statement of {name} (PDF)" },
                  { name: group.title },
                )}
              >
                <FileDown aria-hidden="true" />{" "}
                {t({ id: "party.lines.statement", defaultMessage: "Statement" })}
              </a>
            </Button>
          ) : null}
        </div>
      </div>
      {open ? (
        <ul id={listId} className="border-t">
          {group.lines.map((l) => (
            <LineRow key={l.id} line={l} by={by} onAction={onAction} />
          ))}
        </ul>
      ) : null}
    </section>
  );
});
