import type { DealCount } from "../finances/deal-math";
import { type CountSource, currentCount, type TicketCount } from "./counts";

/** A count as the deal reads carry it: [id, tier, countedAt, sold, gross, currency]. */
export type DealCountTuple = [
  id: string,
  tier: string,
  countedAt: string,
  sold: number,
  gross: string | null,
  currency: string,
];

/**
 * What a deal's estimate reads of a show's counts (issue 51, ADR 0031): the current figure
 * (each tier's latest count, summed); its gross only when every tier's latest count has one,
 * in the deal's currency (else the deal prices the tickets sold). Null with no counts.
 */
export function dealCountOf(
  tuples: readonly DealCountTuple[] | null | undefined,
  dealCurrency: string | null | undefined,
): DealCount | null {
  if (!tuples || tuples.length === 0) return null;
  const counts: TicketCount[] = tuples.map(([id, tier, countedAt, sold, gross, currency]) => ({
    id,
    tier,
    countedAt,
    sold,
    comps: 0,
    gross,
    currency,
    source: "manual" as CountSource,
    seller: null,
  }));
  const now = currentCount(counts);
  const grossWhole = now.tiers.every((t) => t.gross !== null && t.currency === dealCurrency);
  return { sold: now.sold, gross: grossWhole ? now.gross : null, asOf: now.asOf! };
}
