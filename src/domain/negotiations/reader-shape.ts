import { withHidden } from "../hidden";
import type { NegotiationAnalytics } from "./analytics";
import type { Negotiation, NegotiationEvent } from "./negotiations";

/**
 * A negotiation as a reader may see it (issue 34): crew and artists see where a date stands,
 * not what was offered or agreed, nor the notes the management types while negotiating
 * (docs/product.md §17.5). Hidden fields carry the marker of domain/hidden.ts.
 */
const NEGOTIATION_HIDDEN_KEYS = ["venueFee", "showMoney", "hasDeal", "notes"] as const;

export const negotiationFor = (sees: boolean, n: Negotiation) =>
  withHidden(sees, n, NEGOTIATION_HIDDEN_KEYS);

export type ShownNegotiation = ReturnType<typeof negotiationFor>;

/** A timeline entry: its note is the management's (a call, an offer). */
export const eventFor = (sees: boolean, e: NegotiationEvent) => withHidden(sees, e, ["note"]);

export const analyticsFor = (sees: boolean, a: NegotiationAnalytics) =>
  withHidden(sees, a, ["averageConfirmedFee", "unconverted"]);
export type ShownNegotiationEvent = ReturnType<typeof eventFor>;
export type ShownNegotiationAnalytics = ReturnType<typeof analyticsFor>;
