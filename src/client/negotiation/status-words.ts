import { t } from "@/client/i18n/t";
import { negotiationStatusLabel } from "@/domain/negotiations/negotiations";
import { isNegotiationStatus, NEGOTIATION_STATUS_WORDS } from "@/domain/negotiations/status-words";

/**
 * A negotiation's status in the reader's language (issue 55): 'Pending', 'Hold' … in English
 * as docs/product.md §4.2 writes them. Anything unexpected reads as the domain writes it.
 */
export function negotiationStatusWord(status: string): string {
  return isNegotiationStatus(status)
    ? t(NEGOTIATION_STATUS_WORDS[status])
    : negotiationStatusLabel(status);
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
