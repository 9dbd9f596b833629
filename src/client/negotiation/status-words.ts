import { t } from "@/client/i18n/t";
import { negotiationStatusLabel } from "@/domain/negotiations/negotiations";

/**
 * A negotiation's status in the reader's language (issue 55): 'Pending', 'Hold' … in English
 * as docs/product.md §4.2 writes them. Anything unexpected reads as the domain writes it.
 */
export function negotiationStatusWord(status: string): string {
  switch (status) {
    case "pending":
      return t({ id: "negotiations.status.pending", defaultMessage: "Pending" });
    case "hold":
      return t({ id: "negotiations.status.hold", defaultMessage: "Hold" });
    case "challenge":
      return t({ id: "negotiations.status.challenge", defaultMessage: "Challenge" });
    case "confirmed":
      return t({ id: "negotiations.status.confirmed", defaultMessage: "Confirmed" });
    case "released":
      return t({ id: "negotiations.status.released", defaultMessage: "Released" });
    case "declined":
      return t({ id: "negotiations.status.declined", defaultMessage: "Declined" });
    default:
      return negotiationStatusLabel(status);
  }
}

/** A hold's place on its date: '1st', '2nd' … in English. */
function rankWord(rank: number): string {
  return t(
    {
      id: "negotiations.status.rank",
      defaultMessage: "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
    },
    { rank },
  );
}

/** "Hold · 2nd" for a held option with a rank, else the status alone. */
export function statusWithRank(status: string, rank?: number | null): string {
  const held = (status === "hold" || status === "challenge") && rank;
  if (!held) return negotiationStatusWord(status);
  return t(
    { id: "negotiations.status.withRank", defaultMessage: "{status} · {rank}" },
    { status: negotiationStatusWord(status), rank: rankWord(rank) },
  );
}
