import { useQuery } from "@tanstack/react-query";
import { ClipboardPenLine, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import type { ShowTicketDetail } from "@/domain/tickets/answers";
import { showTicketsQuery } from "../api/tickets";
import { HistoryTable, TierTable } from "./count-tables";
import { PacingChart } from "./pacing-chart";
import { PromoterLinks } from "./promoter-links";
import { ReportCountDialog, reportTodaysCount } from "./report-count-dialog";
import { ShowBadges } from "./show-badges";
import { SoldBar } from "./sold-bar";
import {
  asOfLabel,
  asOfText,
  compsLabel,
  countText,
  grossLabel,
  grossText,
  shareOf,
  showName,
  soldCapacity,
  soldOfCapacity,
  tiersLabel,
} from "./ticket-words";

/** What crew and artists read when the owner keeps the counts to the management. */
export const countsNotShared = () =>
  t({
    id: "tickets.detail.notShared",
    defaultMessage: "The owner has not shared ticket counts with the crew.",
  });

function Figures({ detail, seesGross }: { detail: ShowTicketDetail; seesGross: boolean }) {
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{soldCapacity()}</dt>
          <dd className="font-medium tabular-nums">{soldOfCapacity(detail)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{compsLabel()}</dt>
          <dd className="tabular-nums">{countText(detail.comps)}</dd>
        </div>
        {seesGross ? (
          <div>
            <dt className="text-muted-foreground">{grossLabel()}</dt>
            <dd className="tabular-nums">{grossText(detail.gross, detail.currency)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">{asOfLabel()}</dt>
          <dd>{asOfText(detail.asOf)}</dd>
        </div>
      </dl>
      <SoldBar share={shareOf(detail)} className="max-w-md" />
      <ShowBadges show={detail} />
    </div>
  );
}

function Detail({ detail }: { detail: ShowTicketDetail }) {
  const can = useCan();
  const canReport = can("POST /api/tours/:tourId/tickets/:showId");
  const canDelete = can("DELETE /api/tours/:tourId/tickets/:showId/counts/:countId");
  const [reporting, setReporting] = useState(false);
  const name = showName(detail);
  const seesGross = !isHidden(detail.gross);
  const tiers = isHidden(detail.tiers) ? [] : detail.tiers;
  if (isHidden(detail.sold)) {
    return <p className="text-sm text-muted-foreground">{countsNotShared()}</p>;
  }
  return (
    <div className="grid gap-6">
      <Figures detail={detail} seesGross={seesGross} />
      {canReport ? (
        <div>
          <Button onClick={() => setReporting(true)}>
            <ClipboardPenLine aria-hidden="true" />
            {reportTodaysCount()}
          </Button>
        </div>
      ) : null}
      <section className="grid gap-2" aria-labelledby="pace-title">
        <h3 id="pace-title" className="font-semibold">
          {t({ id: "tickets.detail.pace", defaultMessage: "Pace against the tour" })}
        </h3>
        <PacingChart detail={detail} name={name} />
      </section>
      {tiers.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="tiers-title">
          <h3 id="tiers-title" className="font-semibold">
            {tiersLabel()}
          </h3>
          <TierTable tiers={tiers} seesGross={seesGross} />
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t({ id: "tickets.detail.noCount", defaultMessage: "No count yet for this show." })}
        </p>
      )}
      {!isHidden(detail.history) && detail.history.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="history-title">
          <h3 id="history-title" className="font-semibold">
            {t({ id: "tickets.detail.history", defaultMessage: "History" })}
          </h3>
          <HistoryTable
            tourId={detail.tourId}
            showId={detail.showId}
            history={detail.history}
            seesGross={seesGross}
            canDelete={canDelete}
          />
        </section>
      ) : null}
      {can("GET /api/tours/:tourId/tickets/:showId/links") ? (
        <PromoterLinks tourId={detail.tourId} showId={detail.showId} />
      ) : null}
      {canReport ? (
        <ReportCountDialog
          open={reporting}
          onOpenChange={setReporting}
          tourId={detail.tourId}
          showId={detail.showId}
          showName={name}
          currency={detail.currency}
          latest={tiers}
        />
      ) : null}
    </div>
  );
}

/** One show's counts, pace and history: the panel a show of the list opens (?show=&tour=). */
export function ShowDetail({
  tourId,
  showId,
  title,
  onClose,
  takeFocus = false,
}: {
  tourId: string;
  showId: string;
  /** The show's name from the list, while its own answer loads. */
  title: string;
  onClose(): void;
  /** Opened from the list: the panel's title takes the focus (and the screen scrolls to it). */
  takeFocus?: boolean;
}) {
  const query = useQuery(showTicketsQuery(tourId, showId));
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) titleRef.current?.focus();
  }, [takeFocus]);
  return (
    <Card role="region" aria-labelledby="show-detail-title">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle as="h2" id="show-detail-title" ref={titleRef} tabIndex={-1} className="text-lg">
          {query.data ? showName(query.data) : title}
        </CardTitle>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t({ id: "tickets.detail.close", defaultMessage: "Close the show's counts" })}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          errorText={t({
            id: "tickets.detail.loadError",
            defaultMessage: "Failed to load the show's counts",
          })}
        >
          {(detail) => <Detail detail={detail} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
