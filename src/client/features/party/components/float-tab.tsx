import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { useHomeCurrency } from "@/client/lib/use-money";
import { formatDayOf } from "@/domain/date-time";
import type { FloatBalance } from "@/domain/party/float";
import { type FloatData, floatQuery } from "../api/party";
import { useDeleteFloatEntry } from "../api/use-party-mutations";
import { FloatEntryDialog, type FloatEntryKind } from "./float-entry-dialog";
import { money, overShortText } from "./party-words";

export const NO_FLOAT = {
  id: "party.float.empty",
  defaultMessage:
    "No cash carried yet. Draw cash into the float to pay per diems from it; count it now and then to see whether it is over or short.",
};

type EntryKind = FloatData["entries"][number]["kind"];

/** An entry's kind as the list names it. */
function kindLabel(kind: EntryKind): string {
  switch (kind) {
    case "draw":
      return t({ id: "party.float.kind.draw", defaultMessage: "Draw" });
    case "return":
      return t({ id: "party.float.kind.return", defaultMessage: "Return" });
    case "payout":
      return t({ id: "party.float.kind.payout", defaultMessage: "Payout" });
    case "count":
      return t({ id: "party.float.kind.count", defaultMessage: "Count" });
  }
}

const dayOf = (at: string | Date) => formatDayOf(at, browserTimeZone() ?? "UTC");

function BalanceCard({ b }: { b: FloatBalance }) {
  const rows: [string, string][] = [
    [t({ id: "party.float.drawn", defaultMessage: "Drawn" }), money(b.drawn, b.currency)],
    [t({ id: "party.float.returned", defaultMessage: "Returned" }), money(b.returned, b.currency)],
    [t({ id: "party.float.paidOut", defaultMessage: "Paid out" }), money(b.paidOut, b.currency)],
    [
      t({ id: "party.float.overShort", defaultMessage: "Over / short" }),
      overShortText(b.overShort, b.currency),
    ],
  ];
  return (
    <Card
      aria-label={t(
        { id: "party.float.card", defaultMessage: "{currency} float" },
        { currency: b.currency },
      )}
      role="region"
    >
      <CardHeader className="pb-2">
        <SectionTitle>{b.currency}</SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p>
          <span className="text-2xl font-semibold tabular-nums">
            {money(b.shouldHave, b.currency)}
          </span>{" "}
          <span className="text-sm text-muted-foreground">
            {t({ id: "party.float.shouldBeLeft", defaultMessage: "should be left" })}
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">
            {t({ id: "party.float.lastCount", defaultMessage: "Last count" })}
          </dt>
          <dd>
            {b.lastCount
              ? t(
                  { id: "party.float.lastCountOn", defaultMessage: "{amount}, {day}" },
                  { amount: money(b.lastCount.counted, b.currency), day: dayOf(b.lastCount.at) },
                )
              : t({ id: "party.float.neverCounted", defaultMessage: "Never counted" })}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

type Entry = FloatData["entries"][number];

function Float({ tourId, float }: { tourId: string; float: FloatData }) {
  const home = useHomeCurrency();
  const [kind, setKind] = useState<FloatEntryKind | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const remove = useDeleteFloatEntry();
  const currency = float.balances[0]?.currency ?? home;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setKind("draw")}>
          {t({ id: "party.float.draw", defaultMessage: "Draw" })}
        </Button>
        <Button variant="outline" onClick={() => setKind("return")}>
          {t({ id: "party.float.return", defaultMessage: "Return" })}
        </Button>
        <Button variant="outline" onClick={() => setKind("count")}>
          {t({ id: "party.float.countCash", defaultMessage: "Count cash" })}
        </Button>
      </div>
      {float.balances.length === 0 ? (
        <EmptyState text={t(NO_FLOAT)} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {float.balances.map((b) => (
            <BalanceCard key={b.currency} b={b} />
          ))}
        </div>
      )}
      {float.entries.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="float-entries">
          <SectionTitle id="float-entries">
            {t({ id: "party.float.entries", defaultMessage: "Entries" })}
          </SectionTitle>
          <ul className="rounded-md border">
            {float.entries.map((e) => (
              <li
                key={e.id}
                className="grid gap-1 border-b px-3 py-2 last:border-0 sm:grid-cols-[7rem_6rem_1fr_8rem_auto] sm:items-center sm:gap-3"
              >
                <span className="text-sm">{dayOf(e.at)}</span>
                <span className="font-medium">{kindLabel(e.kind)}</span>
                <span className="truncate text-sm text-muted-foreground">
                  {[
                    e.personName,
                    e.kind === "count" && e.expected !== null
                      ? t(
                          { id: "party.float.expected", defaultMessage: "expected {amount}" },
                          { amount: money(e.expected, e.currency) },
                        )
                      : null,
                    e.note,
                    t({ id: "party.float.by", defaultMessage: "by {name}" }, { name: e.byName }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <span className="tabular-nums sm:text-right">{money(e.amount, e.currency)}</span>
                {e.kind === "payout" ? (
                  <span className="text-xs text-muted-foreground">
                    {t({
                      id: "party.float.undoToRemove",
                      defaultMessage: "Undo its payment to remove",
                    })}
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t(
                      {
                        id: "party.float.deleteEntry",
                        defaultMessage:
                          "Delete {kind, select, draw {draw} return {return} payout {payout} other {count}} of {amount}",
                      },
                      { kind: e.kind, amount: money(e.amount, e.currency) },
                    )}
                    onClick={() => setRemoving(e)}
                  >
                    {t({ id: "common.delete", defaultMessage: "Delete" })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {kind ? (
        <FloatEntryDialog
          open
          onOpenChange={(open) => !open && setKind(null)}
          tourId={tourId}
          kind={kind}
          currency={currency}
          balances={float.balances}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t({ id: "party.float.deleteTitle", defaultMessage: "Delete this entry?" })}
        onConfirm={() =>
          removing ? remove.mutateAsync({ tourId, entryId: removing.id }) : undefined
        }
        successToast={{
          title: t({ id: "party.float.deleted", defaultMessage: "Entry deleted" }),
        }}
      >
        {t({
          id: "party.float.deleteBody",
          defaultMessage:
            "What should be left is worked out again without it. An entry whose removal would leave a later balance below zero is refused.",
        })}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** The tour manager's cash per currency: what should be left, draws, returns and counts. */
export function FloatTab({ tourId }: { tourId: string }) {
  const float = useQuery(floatQuery(tourId));
  return (
    <QueryState
      query={float}
      errorText={t({ id: "party.float.loadError", defaultMessage: "Failed to load the float" })}
    >
      {(data) => <Float tourId={tourId} float={data} />}
    </QueryState>
  );
}
