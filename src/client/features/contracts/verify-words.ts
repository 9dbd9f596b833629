import { instant } from "@/client/contract/contract-words";
import { t } from "@/client/i18n/t";
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
    // Which version of what: each headline says it in a sentence of its own.
    const what = {
      version: c.version,
      title: c.title,
      venue: c.venueName,
      date: formatCalendarDate(c.showDate),
    };
    const later = [
      c.replaced
        ? t({
            id: "contracts.verify.replaced",
            defaultMessage: "A later copy of this version replaced it.",
          })
        : null,
      c.void
        ? t({
            id: "contracts.verify.voided",
            defaultMessage: "This version was voided since: it can no longer be signed.",
          })
        : null,
      c.outOfDate && !c.void
        ? t({
            id: "contracts.verify.outOfDate",
            defaultMessage:
              "The deal or the show changed after this version was made: it no longer matches the deal.",
          })
        : null,
    ].filter((s): s is string => s !== null);
    switch (c.stage) {
      case "executed":
        return {
          tone: "good",
          headline: c.executedAt
            ? t(
                {
                  id: "contracts.verify.executedSince",
                  defaultMessage:
                    "This is the executed contract for {venue} on {date}, unchanged since {at}.",
                },
                { venue: what.venue, date: what.date, at: instant(c.executedAt) },
              )
            : t(
                {
                  id: "contracts.verify.executedSinceSigned",
                  defaultMessage:
                    "This is the executed contract for {venue} on {date}, unchanged since it was signed.",
                },
                { venue: what.venue, date: what.date },
              ),
          details: [
            result.signature?.signer
              ? t(
                  {
                    id: "contracts.verify.signedBy",
                    defaultMessage: "Digitally signed by {signer}.",
                  },
                  { signer: result.signature.signer },
                )
              : t({
                  id: "contracts.verify.signatureIntact",
                  defaultMessage: "Its digital signature is intact.",
                }),
            ...later,
          ],
        };
      case "promoter_signed":
        return {
          tone: "issued",
          headline: c.promoterSignedAt
            ? t(
                {
                  id: "contracts.verify.promoterSignedOn",
                  defaultMessage:
                    "This is the document the promoter signed on {at}: version {version} of {title} for {venue} on {date}, unchanged.",
                },
                { ...what, at: instant(c.promoterSignedAt) },
              )
            : t(
                {
                  id: "contracts.verify.promoterSigned",
                  defaultMessage:
                    "This is the document the promoter signed: version {version} of {title} for {venue} on {date}, unchanged.",
                },
                what,
              ),
          details: [
            c.executedAt
              ? t(
                  {
                    id: "contracts.verify.countersignedOn",
                    defaultMessage:
                      "The artist's side countersigned on {at}: the executed contract, with both signatures and the audit trail, is a separate file.",
                  },
                  { at: instant(c.executedAt) },
                )
              : t({
                  id: "contracts.verify.notCountersigned",
                  defaultMessage:
                    "The artist's side has not countersigned it yet: it is signed by one side.",
                }),
            t({
              id: "contracts.verify.copyUnsigned",
              defaultMessage:
                "This copy carries no signature itself: Tribe's record of the signing does.",
            }),
            ...later,
          ],
        };
      case "sent":
        return {
          tone: "issued",
          headline: t(
            {
              id: "contracts.verify.sent",
              defaultMessage:
                "This is version {version} of {title} for {venue} on {date}, as Tribe sent it to the promoter, unchanged.",
            },
            what,
          ),
          details: [
            t({
              id: "contracts.verify.sentUnsigned",
              defaultMessage: "Nobody had signed it when it was sent.",
            }),
            ...later,
          ],
        };
      case "draft":
        return {
          tone: "issued",
          headline: t(
            {
              id: "contracts.verify.draft",
              defaultMessage:
                "This is a draft Tribe made: version {version} of {title} for {venue} on {date}, unchanged.",
            },
            what,
          ),
          details: [
            t({
              id: "contracts.verify.draftUnsigned",
              defaultMessage: "A draft is not signed by anyone.",
            }),
            ...later,
          ],
        };
    }
  }
  if (result.verdict === "altered")
    return result.signature
      ? {
          tone: "bad",
          headline: t({
            id: "contracts.verify.altered",
            defaultMessage: "This PDF was altered after signing.",
          }),
          details: [
            t({
              id: "contracts.verify.alteredDetail",
              defaultMessage:
                "It carries Tribe's signature, but its bytes are not those of any document Tribe issued. Ask for the original.",
            }),
          ],
        }
      : {
          tone: "bad",
          headline: t({
            id: "contracts.verify.notIssuedPdf",
            defaultMessage: "Tribe did not issue this PDF.",
          }),
          details: [
            t({
              id: "contracts.verify.notIssuedPdfDetail",
              defaultMessage:
                "It says it is a Tribe contract, but no document Tribe issued has these bytes: it may have been altered. Ask for the original.",
            }),
          ],
        };
  return {
    tone: "unknown",
    headline: t({
      id: "contracts.verify.notIssued",
      defaultMessage: "Tribe did not issue this document.",
    }),
    details: [
      t({
        id: "contracts.verify.notIssuedDetail",
        defaultMessage: "It is not a contract of this Tribe installation.",
      }),
    ],
  };
}
