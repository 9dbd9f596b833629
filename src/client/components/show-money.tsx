import { t, tRich } from "@/client/i18n/t";
import { useHomeCurrency } from "@/client/lib/use-money";
import { formatExact } from "@/domain/format";
import { formatShowMoney, type ShowMoney } from "@/domain/tours/show-money";

/**
 * A show's money with what it is ("Guarantee $5,000", "Offer $3,200"): Tours, HCC and the day
 * sheet all say it this way, so one figure never reads as another.
 */
export function ShowMoneyFigure({ money, className }: { money: ShowMoney; className?: string }) {
  // An offer is in the home currency (a deal's figure carries its own).
  const home = useHomeCurrency();
  const figure = (
    <span data-testid="show-money" data-basis={money.basis} className={className}>
      {tRich(
        {
          id: "components.showMoney.figure",
          defaultMessage:
            "{basis, select, offer {Offer} guarantee {Guarantee} projected {Projected} other {Final payout}} <figure>{amount}</figure>",
        },
        {
          basis: money.basis,
          amount: formatShowMoney(money, home),
          figure: (chunks) => <span className="font-medium tabular-nums">{chunks}</span>,
        },
      )}
    </span>
  );
  // Issue 51: an open door deal's projection read from the show's latest ticket count.
  if (!money.fromCount) return figure;
  return (
    <>
      {figure}
      <span className="text-xs text-muted-foreground">
        {t(
          {
            id: "components.showMoney.estimated",
            defaultMessage: "Estimated from {sold} sold (latest count)",
          },
          { sold: formatExact(money.fromCount.sold) },
        )}
      </span>
    </>
  );
}
