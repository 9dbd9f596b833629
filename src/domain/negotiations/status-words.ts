import type { Message } from "../i18n/messages";
import { NEGOTIATION_STATUSES, type NegotiationStatus } from "./statuses";

/**
 * A negotiation's status as the reader's language names it (issue 55): 'Pending', 'Hold' … in
 * English as docs/product.md §4.2 writes them. One table, read by the screens (`t`) and by
 * what the server writes (`say`: the calendar feed).
 */
export const NEGOTIATION_STATUS_WORDS: Record<NegotiationStatus, Message> = {
  pending: { id: "negotiations.status.pending", defaultMessage: "Pending" },
  hold: { id: "negotiations.status.hold", defaultMessage: "Hold" },
  challenge: { id: "negotiations.status.challenge", defaultMessage: "Challenge" },
  confirmed: { id: "negotiations.status.confirmed", defaultMessage: "Confirmed" },
  released: { id: "negotiations.status.released", defaultMessage: "Released" },
  declined: { id: "negotiations.status.declined", defaultMessage: "Declined" },
};

export const isNegotiationStatus = (status: string): status is NegotiationStatus =>
  (NEGOTIATION_STATUSES as readonly string[]).includes(status);
