import { FileDown, Handshake, Pencil, Undo2 } from "lucide-react";
import { RowActions } from "@/client/components/row-actions";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { DEAL_TYPE_LABELS, dealStatusLabel } from "@/domain/finances/deal-math";
import { type Deal, formatDealAmount } from "@/domain/finances/deals";
import { formatExact } from "@/domain/format";
import { formatCalendarDate } from "@/domain/tour-timing";
import { showLabel } from "./deal-dialog";
import { ListCard } from "./list-card";

function terms(d: Deal) {
  const share = d.artistSharePercent ? `${Number(d.artistSharePercent)}%` : "";
  switch (d.dealType) {
    case "guarantee":
      return `${formatDealAmount(d.guaranteeAmount, d)} guarantee`;
    case "door_split":
      return `${share} of the door`;
    case "versus":
      return `${formatDealAmount(d.guaranteeAmount, d)} vs ${share} of the door`;
    case "percentage_of_net":
      return `${share} of net`;
  }
}

/** The settlement terms that take something off the payout, e.g. "Agent 10% of gross". */
function deductionTerms(d: Deal) {
  const parts: string[] = [];
  const pct = (p: string) => `${Number(p)}%`;
  if (Number(d.agentCommissionPercent) > 0)
    parts.push(`Agent ${pct(d.agentCommissionPercent)} of ${d.agentCommissionBasis}`);
  if (Number(d.managerCommissionPercent) > 0)
    parts.push(`Manager ${pct(d.managerCommissionPercent)} of ${d.managerCommissionBasis}`);
  if (Number(d.withholdingPercent) > 0) parts.push(`Withholding ${pct(d.withholdingPercent)}`);
  if (Number(d.merchSplitPercent) > 0) parts.push(`Venue merch ${pct(d.merchSplitPercent)}`);
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
      title="Revenue Deals"
      addLabel="Add Deal"
      onAdd={onAdd}
      emptyText="No deals yet. Add the deal of a confirmed show."
      items={deals}
      listClassName="gap-3"
    >
      {(d) => (
        <li key={d.id} className="grid gap-2 rounded-md border p-3" data-testid="deal">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{showLabel(d)}</p>
              <p className="text-sm text-muted-foreground">
                {DEAL_TYPE_LABELS[d.dealType]} · {terms(d)}
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
              <dt className="text-muted-foreground">Projected</dt>
              <dd className="tabular-nums">{formatDealAmount(d.projectedPayout, d)}</dd>
              {/* Issue 51: an open door deal is estimated from the show's latest count. */}
              {d.estimateFrom === "count" && d.countSold !== null ? (
                <dd className="text-xs text-muted-foreground">
                  Estimated from {formatExact(d.countSold)} sold (latest count)
                </dd>
              ) : null}
            </div>
            {d.isSettled ? (
              <>
                <div>
                  <dt className="text-muted-foreground">Final payout</dt>
                  <dd className="font-semibold tabular-nums">
                    {formatDealAmount(d.finalPayout, d)}
                  </dd>
                </div>
                {d.variance !== null ? (
                  <div>
                    <dt className="text-muted-foreground">vs projection</dt>
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
              <dt className="text-muted-foreground">{d.isPaid ? "Paid" : "Balance due"}</dt>
              <dd className="tabular-nums" data-testid="deal-balance">
                {d.isPaid ? formatCalendarDate(d.paidOn) : formatDealAmount(d.balanceDue, d)}
              </dd>
            </div>
          </dl>
          <RowActions
            className="flex-wrap"
            label={`deal for ${showLabel(d)}`}
            onEdit={() => onEdit(d)}
            onDelete={() => onDelete(d)}
          >
            {d.isSettled ? (
              <>
                <Button variant="ghost" size="sm" asChild>
                  <a href={`/api/tours/${tourId}/deals/${d.id}/settlement/pdf`} download>
                    <FileDown aria-hidden="true" />
                    Settlement sheet
                  </a>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onSettle(d)}>
                  <Pencil aria-hidden="true" />
                  Edit settlement
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onReopen(d)}>
                  <Undo2 aria-hidden="true" />
                  Reopen
                </Button>
              </>
            ) : (
              <Button variant="outline" size="sm" onClick={() => onSettle(d)}>
                <Handshake aria-hidden="true" />
                Settle
              </Button>
            )}
          </RowActions>
        </li>
      )}
    </ListCard>
  );
}
