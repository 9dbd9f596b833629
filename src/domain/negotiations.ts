/** Negotiation states of a show (hold / challenge / confirm), PRODUCT.md. */
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

export function negotiationStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "";
}
