import { instant } from "@/client/contract/contract-words";
import type { VerifyAnswer } from "@/domain/contracts/contracts";
import { formatCalendarDate } from "@/domain/tour-timing";

export type VerdictTone = "good" | "issued" | "bad" | "unknown";

/**
 * The verify page's verdict in words (issues 39, 46, 47): each document Tribe handed out is
 * said as what it is — a draft, the copy sent, the copy the promoter signed, the executed
 * contract — and a file Tribe did not issue names no contract, whatever it says of itself.
 */
export function verdictWords(result: VerifyAnswer): {
  tone: VerdictTone;
  headline: string;
  details: string[];
} {
  const c = result.contract;
  if (c) {
    const what = `version ${c.version} of ${c.title} for ${c.venueName} on ${formatCalendarDate(c.showDate)}`;
    const later = [
      c.replaced ? "A later copy of this version replaced it." : null,
      c.void ? "This version was voided since: it can no longer be signed." : null,
      c.outOfDate && !c.void
        ? "The deal or the show changed after this version was made: it no longer matches the deal."
        : null,
    ].filter((s): s is string => s !== null);
    switch (c.stage) {
      case "executed":
        return {
          tone: "good",
          headline: `This is the executed contract for ${c.venueName} on ${formatCalendarDate(c.showDate)}, unchanged since ${c.executedAt ? instant(c.executedAt) : "it was signed"}.`,
          details: [
            result.signature?.signer
              ? `Digitally signed by ${result.signature.signer}.`
              : "Its digital signature is intact.",
            ...later,
          ],
        };
      case "promoter_signed":
        return {
          tone: "issued",
          headline: `This is the document the promoter signed${c.promoterSignedAt ? ` on ${instant(c.promoterSignedAt)}` : ""}: ${what}, unchanged.`,
          details: [
            c.executedAt
              ? `The artist's side countersigned on ${instant(c.executedAt)}: the executed contract, with both signatures and the audit trail, is a separate file.`
              : "The artist's side has not countersigned it yet: it is signed by one side.",
            "This copy carries no signature itself: Tribe's record of the signing does.",
            ...later,
          ],
        };
      case "sent":
        return {
          tone: "issued",
          headline: `This is ${what}, as Tribe sent it to the promoter, unchanged.`,
          details: ["Nobody had signed it when it was sent.", ...later],
        };
      case "draft":
        return {
          tone: "issued",
          headline: `This is a draft Tribe made: ${what}, unchanged.`,
          details: ["A draft is not signed by anyone.", ...later],
        };
    }
  }
  if (result.verdict === "altered")
    return result.signature
      ? {
          tone: "bad",
          headline: "This PDF was altered after signing.",
          details: [
            "It carries Tribe's signature, but its bytes are not those of any document Tribe issued. Ask for the original.",
          ],
        }
      : {
          tone: "bad",
          headline: "Tribe did not issue this PDF.",
          details: [
            "It says it is a Tribe contract, but no document Tribe issued has these bytes: it may have been altered. Ask for the original.",
          ],
        };
  return {
    tone: "unknown",
    headline: "Tribe did not issue this document.",
    details: ["It is not a contract of this Tribe installation."],
  };
}
