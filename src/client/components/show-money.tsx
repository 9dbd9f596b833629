import { useHomeCurrency } from "@/client/lib/use-money";
import { formatExact } from "@/domain/format";
import { formatShowMoney, SHOW_MONEY_LABELS, type ShowMoney } from "@/domain/tours/show-money";

/**
 * A show's money with what it is ("Guarantee $5,000", "Offer $3,200"): Tours, HCC and the day
 * sheet all say it this way, so one figure never reads as another.
 */
export function ShowMoneyFigure({ money, className }: { money: ShowMoney; className?: string }) {
  // An offer is in the home currency (a deal's figure carries its own).
  const home = useHomeCurrency();
  const figure = (
    <span data-testid="show-money" data-basis={money.basis} className={className}>
      {SHOW_MONEY_LABELS[money.basis]}{" "}
      <span className="font-medium tabular-nums">{formatShowMoney(money, home)}</span>
    </span>
  );
  // Issue 51: an open door deal's projection read from the show's latest ticket count.
  if (!money.fromCount) return figure;
  return (
    <>
      {figure}
      <span className="text-xs text-muted-foreground">
        Estimated from {formatExact(money.fromCount.sold)} sold (latest count)
      </span>
    </>
  );
}
