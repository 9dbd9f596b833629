import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { isRefusedLink, LinkRefused } from "@/client/components/link-refused";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { deviceClock, formatCalendarDate, formatClock } from "@/domain/date-time";
import { countReportSchema, DEFAULT_TIER, isOverCapacity } from "@/domain/tickets/counts";
import type { TicketLinkReported, TicketLinkView } from "@/domain/tickets/links";
import { ticketLinkQuery, useSendTicketCount } from "./api/ticket-link";
import { compsLabel, soldLabel, tierLabel } from "./components/ticket-words";

/** One tier's row as typed: text, so an empty box stays empty until the promoter types. */
interface Row {
  key: number;
  tier: string;
  sold: string;
  comps: string;
  gross: string;
}

let nextKey = 0;
const rowOf = (last?: {
  tier: string;
  sold: number;
  comps: number;
  gross: string | null;
}): Row => ({
  key: nextKey++,
  tier: last?.tier ?? "",
  sold: last ? String(last.sold) : "",
  comps: last ? String(last.comps) : "",
  gross: last?.gross ?? "",
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

/** The time a count was stored, on the promoter's own clock. */
const timeOf = (iso: string) => {
  const at = new Date(iso);
  const hhmm = `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
  return formatClock(hhmm, deviceClock());
};

function CountForm({ view, token }: { view: TicketLinkView; token: string }) {
  const send = useSendTicketCount(token);
  const [rows, setRows] = useState<Row[]>(() =>
    view.tiers.length ? view.tiers.map(rowOf) : [{ ...rowOf(), tier: DEFAULT_TIER }],
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState<TicketLinkReported | null>(null);
  const change = (key: number, field: keyof Omit<Row, "key">, value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const sold = rows.reduce((n, r) => n + whole(r.sold), 0);
  const over = isOverCapacity(sold, view.capacity);

  if (sent)
    return (
      <section role="status" className="grid gap-3 rounded-xl border bg-card p-5">
        <h2 className="text-xl font-bold">
          {t(
            { id: "tickets.linkPage.thanks", defaultMessage: "Thanks — sent at {time}" },
            { time: timeOf(sent.reportedAt) },
          )}
        </h2>
        <p>
          {view.capacity !== null
            ? t(
                {
                  id: "tickets.linkPage.sentOf",
                  defaultMessage: "{sold} sold of {capacity}. The tour has it now.",
                },
                { sold: String(sent.sold), capacity: String(view.capacity) },
              )
            : t(
                {
                  id: "tickets.linkPage.sent",
                  defaultMessage: "{sold} sold. The tour has it now.",
                },
                { sold: String(sent.sold) },
              )}
        </p>
        {sent.overCapacity ? (
          <p className="text-sm">
            {t({
              id: "tickets.linkPage.sentOver",
              defaultMessage: "That is more than the room holds; the tour will see it flagged.",
            })}
          </p>
        ) : null}
        <Button variant="outline" onClick={() => setSent(null)}>
          {t({ id: "tickets.linkPage.sendAnother", defaultMessage: "Send another count" })}
        </Button>
      </section>
    );

  return (
    <form
      className="grid gap-4"
      aria-label={t({ id: "tickets.linkPage.form", defaultMessage: "Today's count" })}
      onSubmit={(e) => {
        e.preventDefault();
        const report = {
          tiers: rows
            .filter((r) => r.tier.trim() || r.sold.trim() || r.comps.trim() || r.gross.trim())
            .map((r) => ({ tier: r.tier, sold: r.sold, comps: r.comps, gross: r.gross })),
        };
        const checked = countReportSchema.safeParse(report);
        if (!checked.success) {
          setErrors([...new Set(checked.error.issues.map((i) => i.message))]);
          return;
        }
        setErrors([]);
        send.mutate(report, { onSuccess: setSent });
      }}
    >
      <ul className="grid gap-3">
        {rows.map((r, i) => (
          <li
            key={r.key}
            className="grid grid-cols-2 gap-2 rounded-xl border bg-card p-3"
            data-testid="tier-row"
          >
            <div className="col-span-2 grid gap-1">
              <Label htmlFor={`tier-${r.key}`}>{tierLabel()}</Label>
              <Input
                id={`tier-${r.key}`}
                value={r.tier}
                placeholder={DEFAULT_TIER}
                onChange={(e) => change(r.key, "tier", e.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`sold-${r.key}`}>{soldLabel()}</Label>
              <Input
                id={`sold-${r.key}`}
                inputMode="numeric"
                value={r.sold}
                autoFocus={i === 0}
                onChange={(e) => change(r.key, "sold", e.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`comps-${r.key}`}>{compsLabel()}</Label>
              <Input
                id={`comps-${r.key}`}
                inputMode="numeric"
                value={r.comps}
                onChange={(e) => change(r.key, "comps", e.target.value)}
              />
            </div>
            <div className="col-span-2 grid gap-1">
              <Label htmlFor={`gross-${r.key}`}>
                {t(
                  {
                    id: "tickets.linkPage.gross",
                    defaultMessage: "Gross in {currency} (optional)",
                  },
                  { currency: view.currency },
                )}
              </Label>
              <Input
                id={`gross-${r.key}`}
                inputMode="decimal"
                value={r.gross}
                onChange={(e) => change(r.key, "gross", e.target.value)}
              />
            </div>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" onClick={() => setRows((all) => [...all, rowOf()])}>
        {t({ id: "tickets.linkPage.addTier", defaultMessage: "+ Add a tier" })}
      </Button>
      {over ? (
        <p role="alert" className="rounded-md border border-amber-500 p-3 text-sm">
          {t(
            {
              id: "tickets.linkPage.over",
              defaultMessage:
                "{sold} sold is more than the capacity of {capacity}. You can still send it; check it is not a slip.",
            },
            { sold: String(sold), capacity: String(view.capacity) },
          )}
        </p>
      ) : null}
      {errors.length || send.isError ? (
        <div role="alert" className="text-sm text-destructive">
          {(send.error ? [send.error.message] : errors).map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <div className="sticky bottom-0 border-t bg-background py-3">
        <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
          {send.isPending
            ? t({ id: "tickets.linkPage.sending", defaultMessage: "Sending…" })
            : t({ id: "tickets.linkPage.send", defaultMessage: "Send" })}
        </Button>
      </div>
    </form>
  );
}

const notOpened = () =>
  t({ id: "tickets.linkPage.failed", defaultMessage: "The ticket count did not open" });

const refusedWords = () => ({
  gone: t({
    id: "tickets.linkPage.gone",
    defaultMessage: "This ticket count link no longer works",
  }),
  unknown: t({
    id: "tickets.linkPage.unknown",
    defaultMessage: "This ticket count link does not work",
  }),
  failed: notOpened(),
  ask: t({ id: "tickets.linkPage.ask", defaultMessage: "Ask the tour for a new link." }),
});

/**
 * /ticket-count/:token — the promoter's page (issue 51, ADR 0031): today's count per tier for
 * one show, typed on a phone with no account. Each tier starts from its last count.
 */
export function TicketLinkPage() {
  const { token = "" } = useParams();
  const title = t({ id: "tickets.linkPage.title", defaultMessage: "Ticket count" });
  usePageTitle(title);
  const view = useQuery(ticketLinkQuery(token));
  if (view.isError && isRefusedLink(view.error))
    return (
      <main className="mx-auto grid max-w-lg gap-6 p-4">
        <LinkRefused error={view.error} words={refusedWords()} />
      </main>
    );
  return (
    <main className="mx-auto grid max-w-lg gap-5 p-4">
      {view.isError ? <h1 className="text-2xl font-bold">{title}</h1> : null}
      <QueryState query={view} errorText={notOpened()}>
        {(data) => (
          <>
            <header className="grid gap-1">
              <p className="text-sm text-muted-foreground">
                {t(
                  { id: "tickets.linkPage.asks", defaultMessage: "{workspace} asks" },
                  { workspace: data.workspaceName },
                )}
              </p>
              <h1 className="text-2xl font-bold break-words">
                {data.venueName !== null
                  ? t(
                      { id: "tickets.linkPage.heading", defaultMessage: "Ticket count: {venue}" },
                      { venue: data.venueName },
                    )
                  : t({
                      id: "tickets.linkPage.headingNoVenue",
                      defaultMessage: "Ticket count: the show",
                    })}
              </h1>
              <p className="font-medium" data-testid="ticket-show">
                {[data.city, formatCalendarDate(data.date)].filter(Boolean).join(" · ")}
                {data.capacity !== null
                  ? ` · ${t(
                      { id: "tickets.linkPage.capacity", defaultMessage: "capacity {capacity}" },
                      { capacity: String(data.capacity) },
                    )}`
                  : ""}
              </p>
              <p className="text-sm">
                {t(
                  {
                    id: "tickets.linkPage.for",
                    defaultMessage:
                      "For {recipient}. Type today's totals per tier (not what sold since last time).",
                  },
                  { recipient: data.recipient },
                )}
              </p>
            </header>
            {data.closed ? (
              <p role="status" className="rounded-xl border bg-card p-5">
                {data.closed}
              </p>
            ) : (
              <CountForm view={data} token={token} />
            )}
          </>
        )}
      </QueryState>
    </main>
  );
}
