import { type AnswerFields, type ClassifiedBy, shapeFor } from "../audience";
import type { TourMoneyFigures } from "../finances/ledger/totals";
import { HIDDEN, type Shown } from "../hidden";
import type { Money } from "../money";
import type { ShowMoney } from "./show-money";
import type { TourSummary } from "./tours";

/**
 * A tour and its shows as a reader may see them (issues 34, 48): the figures are the
 * managers', so crew and artists get the marker in their place (domain/audience.ts). One
 * table per entity, used by every answer that carries it; a field not in it is never sent.
 */
const TOUR_FIELDS = {
  id: "everyone",
  title: "everyone",
  status: "everyone",
  createdAt: "everyone",
  startDate: "everyone",
  endDate: "everyone",
  totalEstimatedCost: "money",
  venueCount: "everyone",
  confirmedCount: "everyone",
  capacity: "everyone",
} as const satisfies AnswerFields<TourSummary>;

/** A show as the tour page and the shows list answer it (server queries/tours/shows.ts). */
interface ShowAnswer {
  id: string;
  tourId: string;
  orderInTour: number;
  performanceDate: string | null;
  status: string | null;
  holdRank: number | null;
  holdExpiry: string | null;
  challengeDeadline: string | null;
  challengedBy: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  venue: unknown;
  venueFee: Money | null;
  estimatedTravelCost: Money | null;
  estimatedAccommodationCost: Money | null;
  showMoney: ShowMoney;
}

const SHOW_FIELDS = {
  id: "everyone",
  tourId: "everyone",
  orderInTour: "everyone",
  performanceDate: "everyone",
  status: "everyone",
  holdRank: "everyone",
  holdExpiry: "everyone",
  challengeDeadline: "everyone",
  challengedBy: "everyone",
  contactName: "everyone",
  contactPhone: "everyone",
  contactEmail: "everyone",
  venue: "everyone",
  venueFee: "money",
  estimatedTravelCost: "money",
  estimatedAccommodationCost: "money",
  showMoney: "money",
} as const satisfies AnswerFields<ShowAnswer>;

type TourRow = { [K in keyof typeof TOUR_FIELDS]?: unknown };
type ShowRow = { [K in keyof typeof SHOW_FIELDS]?: unknown };

export const tourFor = <T extends TourRow>(
  sees: boolean,
  tour: ClassifiedBy<typeof TOUR_FIELDS, T>,
) => shapeFor<T, typeof TOUR_FIELDS>(sees, TOUR_FIELDS, tour);

export const showFor = <T extends ShowRow>(
  sees: boolean,
  show: ClassifiedBy<typeof SHOW_FIELDS, T>,
) => shapeFor<T, typeof SHOW_FIELDS>(sees, SHOW_FIELDS, show);

/**
 * A tour page's answer: the tour, its shows and, for managers, its money by meaning (booked,
 * settled, planned and booked travel and lodging), summed from its ledger as Finances sums it.
 */
export function tourPageFor<T extends TourRow, S extends ShowRow>(
  sees: boolean,
  tour: ClassifiedBy<typeof TOUR_FIELDS, T>,
  shows: readonly ClassifiedBy<typeof SHOW_FIELDS, S>[],
  figures: TourMoneyFigures | null,
) {
  const moneyTotals: Shown<TourMoneyFigures> = sees && figures ? figures : HIDDEN;
  return {
    tour: tourFor<T>(sees, tour),
    shows: shows.map((s) => showFor<S>(sees, s)),
    moneyTotals,
  };
}
