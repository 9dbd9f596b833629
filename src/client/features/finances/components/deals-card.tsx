import { FileDown, Handshake, Pencil, Undo2 } from "lucide-react";
import { RowActions } from "@/client/components/row-actions";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { type Deal, formatDealAmount } from "@/domain/finances/deals";
import { formatExact } from "@/domain/format";
import { formatCalendarDate } from "@/domain/tour-timing";
import { dealStatusLabel, dealTypeLabel } from "../labels";
import { showLabel } from "./deal-dialog";
import { ListCard } from "./list-card";

function terms(d: Deal) {
  const share = d.artistSharePercent ? `${Number(d.artistSharePercent)}%` : "";
  switch (d.dealType) {
    case "guarantee":
      return t(
        { id: "finances.deals.termsGuarantee", defaultMessage: "{amount} guarantee" },
        { amount: formatDealAmount(d.guaranteeAmount, d) },
      );
    case "door_split":
      return t(
        { id: "finances.deals.termsDoor", defaultMessage: "{share} of the door" },
        { share },
      );
    case "versus":
      return t(
        { id: "finances.deals.termsVersus", defaultMessage: "{amount} vs {share} of the door" },
        { amount: formatDealAmount(d.guaranteeAmount, d), share },
      );
    case "percentage_of_net":
      return t({ id: "finances.deals.termsNet", defaultMessage: "{share} of net" }, { share });
  }
}

/** The settlement terms that take something off the payout, e.g. "Agent 10% of gross". */
function deductionTerms(d: Deal) {
  const parts: string[] = [];
  const pct = (p: string) => `${Number(p)}%`;
  if (Number(d.agentCommissionPercent) > 0)
    parts.push(
      t(
        {
          id: "finances.deals.agent",
          defaultMessage: "Agent {percent} of {basis, select, net {net} other {gross}}",
        },
        { percent: pct(d.agentCommissionPercent), basis: d.agentCommissionBasis },
      ),
    );
  if (Number(d.managerCommissionPercent) > 0)
    parts.push(
      t(
        {
          id: "finances.deals.manager",
          defaultMessage: "Manager {percent} of {basis, select, net {net} other {gross}}",
        },
        { percent: pct(d.managerCommissionPercent), basis: d.managerCommissionBasis },
      ),
    );
  if (Number(d.withholdingPercent) > 0)
    parts.push(
      t(
        { id: "finances.deals.withholding", defaultMessage: "Withholding {percent}" },
        { percent: pct(d.withholdingPercent) },
      ),
    );
  if (Number(d.merchSplitPercent) > 0)
    parts.push(
      t(
        { id: "finances.deals.venueMerch", defaultMessage: "Venue merch {percent}" },
        { percent: pct(d.merchSplitPercent) },
      ),
    );
  return parts.join(" · ");
}

/** docs/product.md §5.4: the tour's revenue deals, each Settled or Pending, settled from here. */
export function DealsCard({
  tourId,
  deals,
  onAdd,
  onEdit,
  onDelete,
  onSettle,
  onReopen,
}: {
  tourId: string;
  deals: Deal[];
  onAdd(): void;
  onEdit(deal: Deal): void;
  onDelete(deal: Deal): void;
  onSettle(deal: Deal): void;
  onReopen(deal: Deal): void;
}) {
  return (
    <ListCard
      title={t({ id: "finances.deals.title", defaultMessage: "Revenue Deals" })}
      addLabel={t({ id: "finances.dealDialog.addTitle", defaultMessage: "Add Deal" })}
      onAdd={onAdd}
      emptyText={t({
        id: "finances.deals.empty",
        defaultMessage: "No deals yet. Add the deal of a confirmed show.",
      })}
      items={deals}
      listClassName="gap-3"
    >
      {(d) => (
        <li key={d.id} className="grid gap-2 rounded-md border p-3" data-testid="deal">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{showLabel(d)}</p>
              <p className="text-sm text-muted-foreground">
                {dealTypeLabel(d.dealType)} · {terms(d)}
              </p>
              {deductionTerms(d) ? (
                <p className="text-xs text-muted-foreground">{deductionTerms(d)}</p>
              ) : null}
            </div>
            <Badge variant={d.isSettled ? "success" : "warning"}>
              {dealStatusLabel(d.isSettled)}
            </Badge>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">
                {t({ id: "finances.deals.projected", defaultMessage: "Projected" })}
              </dt>
              <dd className="tabular-nums">{formatDealAmount(d.projectedPayout, d)}</dd>
              {/* Issue 51: an open door deal is estimated from the show's latest count. */}
              {d.estimateFrom === "count" && d.countSold !== null ? (
                <dd className="text-xs text-muted-foreground">
                  {t(
                    {
                      id: "finances.deals.estimatedFrom",
                      defaultMessage: "Estimated from {sold} sold (latest count)",
                    },
                    { sold: formatExact(d.countSold) },
                  )}
                </dd>
              ) : null}
            </div>
            {d.isSettled ? (
              <>
                <div>
                  <dt className="text-muted-foreground">
                    {t({ id: "finances.deals.finalPayout", defaultMessage: "Final payout" })}
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {formatDealAmount(d.finalPayout, d)}
                  </dd>
                </div>
                {d.variance !== null ? (
                  <div>
                    <dt className="text-muted-foreground">
                      {t({ id: "finances.deals.vsProjection", defaultMessage: "vs projection" })}
                    </dt>
                    <dd className="tabular-nums">
                      {d.variance.startsWith("-") ? "" : "+"}
                      {formatDealAmount(d.variance, d)}
                    </dd>
                  </div>
                ) : null}
              </>
            ) : null}
            {/* When the money moves, not how much: the balance the venue still owes. */}
            <div>
              <dt className="text-muted-foreground">
                {d.isPaid
                  ? t({ id: "finances.deals.paid", defaultMessage: "Paid" })
                  : t({ id: "finances.deals.balanceDue", defaultMessage: "Balance due" })}
              </dt>
              <dd className="tabular-nums" data-testid="deal-balance">
                {d.isPaid ? formatCalendarDate(d.paidOn) : formatDealAmount(d.balanceDue, d)}
              </dd>
            </div>
          </dl>
          <RowActions
            className="flex-wrap"
            label={t(
              { id: "finances.deals.rowLabel", defaultMessage: "deal for {show}" },
              { show: showLabel(d) },
            )}
            onEdit={() => onEdit(d)}
            onDelete={() => onDelete(d)}
          >
            {d.isSettled ? (
              <>
                <Button variant="ghost" size="sm" asChild>
                  <a href={`/api/tours/${tourId}/deals/${d.id}/settlement/pdf`} download>
                    <FileDown aria-hidden="true" />
                    {t({
                      id: "finances.deals.settlementSheet",
                      defaultMessage: "Settlement sheet",
                    })}
                  </a>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onSettle(d)}>
                  <Pencil aria-hidden="true" />
                  {t({ id: "finances.deals.editSettlement", defaultMessage: "Edit settlement" })}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onReopen(d)}>
                  <Undo2 aria-hidden="true" />
                  {t({ id: "finances.deals.reopen", defaultMessage: "Reopen" })}
                </Button>
              </>
            ) : (
              <Button variant="outline" size="sm" onClick={() => onSettle(d)}>
                <Handshake aria-hidden="true" />
                {t({ id: "finances.deals.settle", defaultMessage: "Settle" })}
              </Button>
            )}
          </RowActions>
        </li>
      )}
    </ListCard>
  );
}
