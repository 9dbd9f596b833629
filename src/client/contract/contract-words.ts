import { instantText } from "@/client/lib/person-clock";
import type { ContractState, ContractSummary } from "@/domain/contracts/contracts";

/** A contract's state in the words the tour page, the HCC Manager and the promoter read. */
const STATE_WORDS: Record<ContractState, string> = {
  draft: "Contract: draft",
  sent: "Contract: sent",
  viewed: "Contract: viewed",
  promoter_signed: "Signed by promoter",
  executed: "Executed",
  void: "Contract: void",
};

/**
 * The chip of a show's latest version. A deal changed after the version was made outweighs
 * every state but void: it can no longer be signed, and the manager must make a new one.
 */
export function chipWords(c: Pick<ContractSummary, "state" | "outOfDate">): string {
  if (c.outOfDate && c.state !== "void") return "Out of date";
  return STATE_WORDS[c.state];
}

/** An instant in the reader's own clock, with the date: audit lines and receipts. */
export const instant = (iso: string) => instantText(iso);
