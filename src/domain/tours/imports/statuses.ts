import type { NegotiationStatus } from "../../negotiations/statuses";

/**
 * A status cell matched to ours, in any case: our six names, "Pending (inquiry)" as Add Show
 * labels it, and the few words booking sheets use for the same states.
 */
const STATUS_WORDS: Record<string, NegotiationStatus> = {
  pending: "pending",
  pendinginquiry: "pending",
  inquiry: "pending",
  enquiry: "pending",
  hold: "hold",
  onhold: "hold",
  held: "hold",
  challenge: "challenge",
  challenged: "challenge",
  confirmed: "confirmed",
  confirm: "confirmed",
  booked: "confirmed",
  released: "released",
  release: "released",
  cancelled: "released",
  canceled: "released",
  declined: "declined",
  decline: "declined",
  passed: "declined",
};

export type StatusRead = { ok: true; value: NegotiationStatus } | { ok: false; message: string };

/**
 * A challenge is read (our own export writes it) but never created by an import: it needs
 * its deadline and who challenged whom. The plan refuses it for a new show only.
 */
export const CHALLENGE_NOT_IMPORTED =
  "a challenge cannot be imported (it needs its deadline): import it as Hold, then challenge it in HCC Manager";

/** An empty cell is a pending inquiry, like a show added by hand. */
export function readSheetStatus(cell: string): StatusRead {
  const text = cell.trim();
  if (text === "") return { ok: true, value: "pending" };
  const status = STATUS_WORDS[text.toLowerCase().replace(/[^a-z]/g, "")];
  if (!status) {
    return {
      ok: false,
      message: `status ${text} is not one of Pending, Hold, Challenge, Confirmed, Released, Declined`,
    };
  }
  return { ok: true, value: status };
}
