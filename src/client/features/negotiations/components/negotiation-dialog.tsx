import { useQuery } from "@tanstack/react-query";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { LazyContractPanel } from "@/client/contract/lazy";
import { t } from "@/client/i18n/t";
import { useHomeCurrency } from "@/client/lib/use-money";
import { useCan } from "@/client/lib/workspace";
import { ChallengeNote } from "@/client/negotiation/challenge-note";
import { TransitionControls } from "@/client/negotiation/transition-controls";
import { isHidden } from "@/domain/hidden";
import type { ShownNegotiation as Negotiation } from "@/domain/negotiations/reader-shape";
import { formatCalendarDate } from "@/domain/tour-timing";
import { describeShowMoney } from "@/domain/tours/show-money";
import { negotiationQuery } from "../api/negotiations";
import { DetailsForm } from "./details-form";
import { NegotiationBadge } from "./negotiation-badge";
import { Timeline } from "./timeline";
import { formatInstant, relativeTo } from "./when";

type Row = [string, string];

function Facts({ n }: { n: Negotiation }) {
  const home = useHomeCurrency();
  const rows: [string, string][] = [
    [t({ id: "negotiations.facts.tour", defaultMessage: "Tour" }), n.tourTitle],
    [
      t({ id: "negotiations.facts.date", defaultMessage: "Date" }),
      formatCalendarDate(n.performanceDate) ||
        t({ id: "negotiations.facts.noDate", defaultMessage: "No date yet" }),
    ],
    [
      t({ id: "negotiations.facts.city", defaultMessage: "City" }),
      [n.city, n.state].filter(Boolean).join(", ") || "—",
    ],
    [t({ id: "negotiations.facts.capacity", defaultMessage: "Capacity" }), String(n.capacity)],
    // The show's money says which figure it is: the offer until a deal exists, then the deal's.
    // Crew and artists are sent the markers (ADR 0019): their facts leave the money rows out.
    ...(isHidden(n.showMoney)
      ? []
      : [
          [
            t({ id: "negotiations.facts.showMoney", defaultMessage: "Show money" }),
            describeShowMoney(n.showMoney, home),
          ] as Row,
        ]),
    ...(isHidden(n.hasDeal)
      ? []
      : [
          [
            t({ id: "negotiations.facts.deal", defaultMessage: "Deal" }),
            n.hasDeal
              ? t({ id: "negotiations.facts.onFile", defaultMessage: "On file" })
              : t({ id: "negotiations.facts.noneYet", defaultMessage: "None yet" }),
          ] as Row,
        ]),
    [
      t({ id: "negotiations.facts.lastContact", defaultMessage: "Last contact" }),
      n.lastContact
        ? formatInstant(n.lastContact)
        : t({ id: "negotiations.facts.never", defaultMessage: "Never" }),
    ],
  ];
  const when = (iso: string) =>
    t(
      { id: "negotiations.facts.when", defaultMessage: "{when} ({relative})" },
      { when: formatInstant(iso), relative: relativeTo(iso) },
    );
  if (n.holdExpiry)
    rows.push([
      t({ id: "negotiations.holdFields.holdExpires", defaultMessage: "Hold expires" }),
      when(n.holdExpiry),
    ]);
  if (n.challengeDeadline)
    rows.push([
      n.challengedBy === "us"
        ? t({ id: "negotiations.facts.theirAnswer", defaultMessage: "Their answer due" })
        : t({ id: "negotiations.facts.ourAnswer", defaultMessage: "Our answer due" }),
      when(n.challengeDeadline),
    ]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One negotiation: its facts, the moves it allows, contact and notes, and its timeline. */
export function NegotiationDialog({ showId, onClose }: { showId: string | null; onClose(): void }) {
  const detail = useQuery({ ...negotiationQuery(showId ?? ""), enabled: showId !== null });
  const n = detail.data?.negotiation;
  const can = useCan();
  return (
    <Dialog open={showId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {n
              ? n.venueName
              : t({ id: "negotiations.holdFields.legend", defaultMessage: "Negotiation" })}
          </DialogTitle>
          <DialogDescription>
            {n ? (
              <NegotiationBadge status={n.status} rank={n.holdRank} />
            ) : (
              t({ id: "negotiations.calendar.loading", defaultMessage: "Loading..." })
            )}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <Spinner />
        ) : detail.isError ? (
          <p role="alert" className="text-destructive">
            {detail.error.message}
          </p>
        ) : n ? (
          <div className="grid gap-5">
            <Facts n={n} />
            {can("POST /api/negotiations/:showId/transitions") ? (
              <section
                aria-label={t({ id: "negotiations.dialog.actions", defaultMessage: "Actions" })}
                className="grid gap-2"
              >
                <h3 className="text-sm font-semibold">
                  {t({ id: "negotiations.dialog.nextStep", defaultMessage: "Next step" })}
                </h3>
                <ChallengeNote n={n} />
                <TransitionControls n={n} />
              </section>
            ) : (
              <ChallengeNote n={n} />
            )}
            {/* A contract is money: crew and artists get the deal's hidden marker, no panel. */}
            {n.status === "confirmed" && !isHidden(n.hasDeal) ? (
              <LazyContractPanel tourId={n.tourId} showId={n.id} />
            ) : null}
            <Timeline events={detail.data.events} />
            {can("PATCH /api/negotiations/:showId") && <DetailsForm n={n} />}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
