import { type AnswerFields, type Shaped, shapeFor } from "../audience";
import type { NegotiationAnalytics } from "./analytics";
import type { Negotiation, NegotiationEvent } from "./negotiations";

/**
 * A negotiation as a reader may see it (issues 34, 48): crew and artists see where a date
 * stands, not what was offered or agreed, nor the notes the management types while
 * negotiating (docs/product.md §17.5). One table per answer (domain/audience.ts).
 */
const NEGOTIATION_FIELDS = {
  id: "everyone",
  tourId: "everyone",
  tourTitle: "everyone",
  venueId: "everyone",
  venueName: "everyone",
  city: "everyone",
  state: "everyone",
  capacity: "everyone",
  performanceDate: "everyone",
  venueFee: "money",
  showMoney: "money",
  status: "everyone",
  holdRank: "everyone",
  holdExpiry: "everyone",
  challengeDeadline: "everyone",
  challengedBy: "everyone",
  contactName: "everyone",
  contactPhone: "everyone",
  contactEmail: "everyone",
  lastContact: "everyone",
  notes: "managers",
  createdAt: "everyone",
  confirmedAt: "everyone",
  // Whether a show has a deal says something of its money: the managers'.
  hasDeal: "money",
} as const satisfies AnswerFields<Negotiation>;

/** A timeline entry: its note is the management's (a call, an offer). */
const EVENT_FIELDS = {
  id: "everyone",
  action: "everyone",
  fromStatus: "everyone",
  toStatus: "everyone",
  note: "managers",
  override: "everyone",
  actor: "everyone",
  createdAt: "everyone",
} as const satisfies AnswerFields<NegotiationEvent>;

const ANALYTICS_FIELDS = {
  confirmationRate: "everyone",
  decided: "everyone",
  lostToExpiry: "everyone",
  lostToChallenge: "everyone",
  averageDaysToConfirm: "everyone",
  confirmationsLeftOut: "everyone",
  averageConfirmedFee: "money",
  homeCurrency: "everyone",
  unconverted: "money",
  byStatus: "everyone",
  byCity: "everyone",
} as const satisfies AnswerFields<NegotiationAnalytics>;

export type ShownNegotiation = Shaped<Negotiation, typeof NEGOTIATION_FIELDS>;
export type ShownNegotiationEvent = Shaped<NegotiationEvent, typeof EVENT_FIELDS>;
export type ShownNegotiationAnalytics = Shaped<NegotiationAnalytics, typeof ANALYTICS_FIELDS>;

export const negotiationFor = (sees: boolean, n: Negotiation): ShownNegotiation =>
  shapeFor(sees, NEGOTIATION_FIELDS, n);

export const eventFor = (sees: boolean, e: NegotiationEvent): ShownNegotiationEvent =>
  shapeFor(sees, EVENT_FIELDS, e);

export const analyticsFor = (sees: boolean, a: NegotiationAnalytics): ShownNegotiationAnalytics =>
  shapeFor(sees, ANALYTICS_FIELDS, a);
