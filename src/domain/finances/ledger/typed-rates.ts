import type { CurrencyCode } from "../../currencies/currency";
import type { TypedOn } from "../../currencies/exchange-rates";

/** A rate typed on one source record: 1 unit of its currency = `rate` `rateTo`. */
export interface TypedRate {
  rate?: string | null;
  rateTo?: CurrencyCode | null;
  /** What the rate is shown as being "on": the record's date, or what it was typed on. */
  on: string;
  /** What it was typed on, when not the line itself. */
  typedOn?: TypedOn;
}

/** The rates a deal's record can carry (issue 41): typed on the deal, received at settling. */
export interface DealRates {
  rate?: string | null;
  rateTo?: CurrencyCode | null;
  settlementRate?: string | null;
  settlementRateTo?: CurrencyCode | null;
}

/**
 * The rates typed on a deal, in the order its lines take them (docs/product.md §21.6): the
 * plan by the deal's; what was settled by the settlement's, else the deal's.
 */
export function dealTypedRates(d: DealRates, planDate: string | null, settledDate: string | null) {
  const onDeal = (on: string | null): TypedRate => ({
    rate: d.rate,
    rateTo: d.rateTo,
    on: on ?? "the deal",
    typedOn: "deal",
  });
  const onSettlement: TypedRate = {
    rate: d.settlementRate,
    rateTo: d.settlementRateTo,
    on: settledDate ?? "the settlement",
    typedOn: "settlement",
  };
  return { plan: [onDeal(planDate)], settled: [onSettlement, onDeal(settledDate)] };
}
