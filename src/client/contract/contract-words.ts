import { type Message, t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import type { ContractState, ContractSummary } from "@/domain/contracts/contracts";

/** A contract's state in the words the tour page, the HCC Manager and the promoter read. */
const STATE_WORDS: Record<ContractState, Message> = {
  draft: { id: "contracts.state.draft", defaultMessage: "Contract: draft" },
  sent: { id: "contracts.state.sent", defaultMessage: "Contract: sent" },
  viewed: { id: "contracts.state.viewed", defaultMessage: "Contract: viewed" },
  promoter_signed: { id: "contracts.state.promoterSigned", defaultMessage: "Signed by promoter" },
  executed: { id: "contracts.state.executed", defaultMessage: "Executed" },
  void: { id: "contracts.state.void", defaultMessage: "Contract: void" },
};

/**
 * The chip of a show's latest version. A deal changed after the version was made outweighs
 * every state but void: it can no longer be signed, and the manager must make a new one. An
 * executed contract stays executed, saying it no longer matches the deal (issue 47).
 */
export function chipWords(c: Pick<ContractSummary, "state" | "outOfDate">): string {
  if (c.outOfDate && c.state === "executed")
    return t({
      id: "contracts.state.executedDealChanged",
      defaultMessage: "Executed · deal changed",
    });
  if (c.outOfDate && c.state !== "void")
    return t({ id: "contracts.state.outOfDate", defaultMessage: "Out of date" });
  return t(STATE_WORDS[c.state]);
}

/**
 * What saving a change to the deal's terms does to the show's contract, said in the deal
 * dialog before the save (issue 47 item 4); null when nothing stands to change.
 */
export function dealEditWarning(c: Pick<ContractSummary, "state" | "outOfDate">): string | null {
  if (c.outOfDate || c.state === "void") return null;
  switch (c.state) {
    case "promoter_signed":
      return t({
        id: "contracts.dealEditWarning.promoterSigned",
        defaultMessage:
          "The promoter has signed: this makes the contract out of date. They keep their signed copy, and you send them a new version to sign.",
      });
    case "sent":
    case "viewed":
      return t({
        id: "contracts.dealEditWarning.sent",
        defaultMessage:
          "The contract is with the promoter: this makes it out of date, and they can no longer sign it. You then send them a new version.",
      });
    case "draft":
      return t({
        id: "contracts.dealEditWarning.draft",
        defaultMessage:
          "This show has a draft contract: this makes it out of date. Make a new version afterwards.",
      });
    case "executed":
      return t({
        id: "contracts.dealEditWarning.executed",
        defaultMessage:
          "The contract is executed: after this change it no longer matches the deal. Offer the promoter an amendment (a new version to sign) from the contract.",
      });
  }
}

/** An instant in the reader's own clock, with the date: audit lines and receipts. */
export const instant = (iso: string) => instantText(iso);
