import { useQuery } from "@tanstack/react-query";
import { Plus, RefreshCw } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { formatDayOf } from "@/domain/date-time";
import type { CurrencyTotals, PartyAnswer } from "@/domain/party/answers";
import { type PaymentsData, partyQuery, paymentsQuery } from "../api/party";
import { useDeletePayment, useGenerate, useUndoPay } from "../api/use-party-mutations";
import { groupLines } from "./line-groups";
import { type LineAction, LineGroupCard } from "./line-list";
import { generatedText, money } from "./party-words";
import { PayDialog } from "./pay-dialog";
import { PaymentDialog } from "./payment-dialog";

export const NO_LINES = {
  id: "party.payments.empty",
  defaultMessage:
    "No lines yet. Generate per diems and pay from the party's rates, or add a payment by hand.",
};

function GenerateCard({ tourId, party }: { tourId: string; party: PartyAnswer }) {
  const generate = useGenerate();
  const run = () =>
    generate.mutate(
      { tourId },
      {
        onSuccess: (a) => toast.success(generatedText(a)),
        onError: (err) =>
          toast.error(
            t({ id: "party.payments.generateError", defaultMessage: "Could not generate" }),
            {
              description: err.message,
            },
          ),
      },
    );
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="max-w-prose text-sm text-muted-foreground">
          {t({
            id: "party.payments.generateText",
            defaultMessage:
              "Makes a per diem for every day each person is on the road and their pay per show or week. From then on the lines follow changes to people, shows, travel and the tour's dates; lines you typed or edited, and paid ones, are never overwritten.",
          })}
          {party.generatedAt
            ? ` ${t(
                { id: "party.payments.keptSince", defaultMessage: "Kept in step since {day}." },
                { day: formatDayOf(party.generatedAt, browserTimeZone() ?? "UTC") },
              )}`
            : ""}
        </p>
        <Button onClick={run} disabled={generate.isPending || party.people.length === 0}>
          <RefreshCw aria-hidden="true" />
          {generate.isPending
            ? t({ id: "party.payments.generating", defaultMessage: "Generating..." })
            : t({ id: "party.payments.generate", defaultMessage: "Generate per diems and pay" })}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The tour's lines per currency: what they come to, what is paid, what is still owed. */
function TotalsTable({ totals }: { totals: readonly CurrencyTotals[] }) {
  return (
    <Card>
      <CardContent className="p-4">
        <Table>
          <caption className="sr-only">
            {t({ id: "party.payments.totalsCaption", defaultMessage: "Totals per currency" })}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead>
                {t({ id: "party.payments.currency", defaultMessage: "Currency" })}
              </TableHead>
              <TableHead className="text-right">
                {t({ id: "party.payments.total", defaultMessage: "Total" })}
              </TableHead>
              <TableHead className="text-right">
                {t({ id: "party.payDialog.paid", defaultMessage: "Paid" })}
              </TableHead>
              <TableHead className="text-right">
                {t({ id: "party.myPay.owed", defaultMessage: "Owed" })}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {totals.map((c) => (
              <TableRow key={c.currency}>
                <TableCell className="font-medium">{c.currency}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {money(c.total, c.currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {money(c.paid, c.currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {money(c.owed, c.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function Lines({
  tourId,
  party,
  payments,
}: {
  tourId: string;
  party: PartyAnswer;
  payments: PaymentsData;
}) {
  const [by, setBy] = useState<"person" | "day">("person");
  const groups = useMemo(() => groupLines(payments.lines, by), [payments.lines, by]);
  // One state for every row's action: rows pass the stable setter, so none re-renders for it.
  const [action, setAction] = useState<LineAction | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDeletePayment();
  const undo = useUndoPay();
  const close = (open: boolean) => !open && setAction(null);
  // A generated line is skipped (kept at 0), never deleted: the sync would bring it back.
  const skipping = action?.kind === "delete" && action.line.origin === "generated";
  const undoLine = action?.kind === "undo" ? action.line : null;
  return (
    <div className="grid gap-4">
      <GenerateCard tourId={tourId} party={party} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="inline-flex rounded-md border p-0.5">
          <legend className="sr-only">
            {t({ id: "party.payments.groupLines", defaultMessage: "Group lines" })}
          </legend>
          {(["person", "day"] as const).map((b) => (
            <Button
              key={b}
              size="sm"
              variant={by === b ? "secondary" : "ghost"}
              aria-pressed={by === b}
              onClick={() => setBy(b)}
            >
              {t(
                {
                  id: "party.payments.groupBy",
                  defaultMessage: "{by, select, person {By person} other {By day}}",
                },
                { by: b },
              )}
            </Button>
          ))}
        </fieldset>
        <Button
          variant="outline"
          onClick={() => setAdding(true)}
          disabled={party.people.length === 0}
        >
          <Plus aria-hidden="true" />{" "}
          {t({ id: "party.paymentDialog.addTitle", defaultMessage: "Add a payment" })}
        </Button>
      </div>
      {payments.totals.length > 0 ? <TotalsTable totals={payments.totals} /> : null}
      {payments.lines.length === 0 ? (
        <EmptyState
          text={
            party.people.length === 0
              ? t({
                  id: "party.payments.noPeople",
                  defaultMessage:
                    "Add people to the party first: their lines are made from their rates.",
                })
              : t(NO_LINES)
          }
        />
      ) : (
        <div className="grid gap-2">
          {groups.map((g) => (
            <LineGroupCard key={g.key} group={g} by={by} tourId={tourId} onAction={setAction} />
          ))}
        </div>
      )}
      <PaymentDialog
        open={adding || action?.kind === "edit"}
        onOpenChange={(open) => {
          if (open) return;
          setAdding(false);
          setAction(null);
        }}
        tourId={tourId}
        line={action?.kind === "edit" ? action.line : null}
        people={party.people}
        home={party.home}
      />
      {action?.kind === "pay" ? (
        <PayDialog open onOpenChange={close} tourId={tourId} line={action.line} />
      ) : null}
      <ConfirmDeleteDialog
        open={action?.kind === "delete"}
        onOpenChange={close}
        title={
          skipping
            ? t({ id: "party.payments.skipTitle", defaultMessage: "Skip this day?" })
            : t({ id: "party.payments.deleteTitle", defaultMessage: "Delete this line?" })
        }
        confirmLabel={
          skipping ? t({ id: "party.payments.skip", defaultMessage: "Skip the day" }) : undefined
        }
        onConfirm={() =>
          action?.kind === "delete"
            ? remove.mutateAsync({ tourId, paymentId: action.line.id })
            : undefined
        }
        successToast={{
          title: skipping
            ? t({ id: "party.payments.skipped", defaultMessage: "Day skipped" })
            : t({ id: "party.payments.deleted", defaultMessage: "Line deleted" }),
        }}
      >
        {skipping
          ? t({
              id: "party.payments.skipBody",
              defaultMessage:
                "The line stays at 0, marked Skipped, so keeping the lines in step never brings it back. Edit it to pay the day again.",
            })
          : t({
              id: "party.payments.deleteBody",
              defaultMessage: "The line is gone from the person's pay and the tour's ledger.",
            })}
      </ConfirmDeleteDialog>
      <ConfirmDeleteDialog
        open={undoLine !== null}
        onOpenChange={close}
        title={t({ id: "party.payments.undoTitle", defaultMessage: "Undo this payment?" })}
        confirmLabel={t({ id: "party.lines.undoPayment", defaultMessage: "Undo payment" })}
        busyLabel={t({ id: "party.payments.undoing", defaultMessage: "Undoing..." })}
        onConfirm={() =>
          undoLine ? undo.mutateAsync({ tourId, paymentId: undoLine.id }) : undefined
        }
        successToast={{
          title: t({ id: "party.payments.undone", defaultMessage: "Payment undone" }),
        }}
      >
        {undoLine?.paidFromFloat
          ? t({
              id: "party.payments.undoFloatBody",
              defaultMessage: "The cash goes back into the float; the line is owed again.",
            })
          : t({ id: "party.payments.undoBody", defaultMessage: "The line is owed again." })}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** Per diems and pay: generating the lines, paying them, and what is owed per currency. */
export function PaymentsTab({ tourId }: { tourId: string }) {
  const party = useQuery(partyQuery(tourId));
  const payments = useQuery(paymentsQuery(tourId));
  return (
    <QueryState
      query={party}
      errorText={t({ id: "party.loadError", defaultMessage: "Failed to load the party" })}
    >
      {(p) => (
        <QueryState
          query={payments}
          errorText={t({
            id: "party.payments.loadError",
            defaultMessage: "Failed to load the party's lines",
          })}
        >
          {(lines) => <Lines tourId={tourId} party={p} payments={lines} />}
        </QueryState>
      )}
    </QueryState>
  );
}
