/**
 * A show's negotiation status, on its own and free of zod: the tour list counts confirmed
 * shows with it (domain/tours/tours.ts), and negotiations.ts builds its forms on the tour and
 * show schemas, so the list living there made tours and negotiations import each other.
 */

/** Negotiation states of a show (hold / challenge / confirm), docs/product.md §4.2. */
export const NEGOTIATION_STATUSES = [
  "pending",
  "hold",
  "challenge",
  "confirmed",
  "released",
  "declined",
] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** The status the Overview's 'Venues Confirmed' counts. */
export const CONFIRMED_SHOW_STATUS = "confirmed" satisfies NegotiationStatus;

/** 'Pending', 'Hold' …: the name with a capital (docs/product.md §4.2). */
export function negotiationStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "";
}
