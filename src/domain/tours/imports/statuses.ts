import { say } from "../../i18n/words";
import type { NegotiationStatus } from "../../negotiations/statuses";

/**
 * A status cell matched to ours, in any case: our six names, "Pending (inquiry)" as Add Show
 * labels it, and the words booking agents' sheets use for the same states (issue 36): an
 * avail or an offer is still an inquiry; "1st hold", "2nd hold" are holds of that rank.
 */
const STATUS_WORDS: Record<string, NegotiationStatus> = {
  pending: "pending",
  pendinginquiry: "pending",
  inquiry: "pending",
  enquiry: "pending",
  avail: "pending",
  avails: "pending",
  available: "pending",
  offer: "pending",
  offered: "pending",
  offerout: "pending",
  tentative: "pending",
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

const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
};
/** "1st hold", "2nd hold", "hold 2", "H1", "second hold": a hold of that rank (1–20). */
const RANKED_HOLD =
  /^(?:(\d{1,2})(?:st|nd|rd|th)?hold|hold(\d{1,2})|h(\d{1,2})|(first|second|third|fourth|fifth)hold)$/;

export type StatusRead =
  | { ok: true; value: NegotiationStatus; holdRank?: number }
  | { ok: false; message: string };

/** An empty cell is a pending inquiry, like a show added by hand. */
export function readSheetStatus(cell: string): StatusRead {
  const text = cell.trim();
  if (text === "") return { ok: true, value: "pending" };
  const key = text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const ranked = RANKED_HOLD.exec(key);
  if (ranked) {
    const rank = ranked[4]
      ? ORDINAL_WORDS[ranked[4]]!
      : Number(ranked[1] ?? ranked[2] ?? ranked[3]);
    if (rank >= 1 && rank <= 20) return { ok: true, value: "hold", holdRank: rank };
  }
  const status = STATUS_WORDS[key.replace(/[0-9]/g, "")];
  if (!status) {
    return {
      ok: false,
      message: say(
        {
          id: "tours.import.row.unknownStatus",
          defaultMessage:
            "status {text} is not one of Pending, Avail, Offer, Hold (1st hold, 2nd hold…), Challenge, Confirmed, Released, Declined",
          description: "The list is the words a sheet may write, in English as the sheet does",
        },
        { text },
      ),
    };
  }
  return { ok: true, value: status };
}
