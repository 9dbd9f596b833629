import type { TourMoneyFigures } from "../finances/ledger/totals";
import { HIDDEN, type Shown, withHidden } from "../hidden";
import type { Money } from "../money";
import type { ShowMoney } from "./show-money";

/**
 * A tour and its shows as a reader may see them (issue 34): the figures are the managers',
 * so crew and artists get the marker in their place (domain/hidden.ts). One list per
 * entity, used by every answer that carries it.
 */
const TOUR_MONEY_KEYS = ["totalEstimatedCost"] as const;
const SHOW_MONEY_KEYS = [
  "venueFee",
  "estimatedTravelCost",
  "estimatedAccommodationCost",
  "showMoney",
] as const;

interface TourMoney {
  totalEstimatedCost: Money | null;
}
interface ShowMoneyFields {
  venueFee: Money | null;
  estimatedTravelCost: Money | null;
  estimatedAccommodationCost: Money | null;
  showMoney: ShowMoney;
}

export const tourFor = <T extends TourMoney>(sees: boolean, tour: T) =>
  withHidden(sees, tour, TOUR_MONEY_KEYS);

export const showFor = <T extends ShowMoneyFields>(sees: boolean, show: T) =>
  withHidden(sees, show, SHOW_MONEY_KEYS);

/**
 * A tour page's answer: the tour, its shows and, for managers, its money by meaning (booked,
 * settled, planned and booked travel and lodging), summed from its ledger as Finances sums it.
 */
export function tourPageFor<T extends TourMoney, S extends ShowMoneyFields>(
  sees: boolean,
  tour: T,
  shows: readonly S[],
  figures: TourMoneyFigures | null,
) {
  const moneyTotals: Shown<TourMoneyFigures> = sees && figures ? figures : HIDDEN;
  return { tour: tourFor(sees, tour), shows: shows.map((s) => showFor(sees, s)), moneyTotals };
}
