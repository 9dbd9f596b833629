import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";

/** challengeSummary (domain) in the reader's language: who owes whom an answer, by when. */
function challengeText(n: {
  challengedBy: string | null;
  challengeDeadline: string | null;
  holdRank: number | null;
}): string {
  const deadline = n.challengeDeadline ? instantText(n.challengeDeadline) : null;
  if (n.challengedBy === "us") {
    const above = n.holdRank && n.holdRank > 1 ? n.holdRank - 1 : null;
    if (above && deadline)
      return t(
        {
          id: "negotiations.challenge.usRankBy",
          defaultMessage:
            "We challenged the {above, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold above us; their answer is due by {deadline}. No answer: we move up.",
        },
        { above, deadline },
      );
    if (above)
      return t(
        {
          id: "negotiations.challenge.usRank",
          defaultMessage:
            "We challenged the {above, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold above us; their answer is due. No answer: we move up.",
        },
        { above },
      );
    if (deadline)
      return t(
        {
          id: "negotiations.challenge.usBy",
          defaultMessage:
            "We challenged the hold above us; their answer is due by {deadline}. No answer: we move up.",
        },
        { deadline },
      );
    return t({
      id: "negotiations.challenge.us",
      defaultMessage:
        "We challenged the hold above us; their answer is due. No answer: we move up.",
    });
  }
  if (deadline)
    return t(
      {
        id: "negotiations.challenge.themBy",
        defaultMessage: "We were challenged; confirm or release by {deadline}, or our hold lapses.",
      },
      { deadline },
    );
  return t({
    id: "negotiations.challenge.them",
    defaultMessage: "We were challenged; confirm or release, or our hold lapses.",
  });
}

/**
 * Who owes whom an answer on a challenge, in the viewer's time: "We were challenged; confirm
 * or release by May 3, 2027, 17:00" or "We challenged the 1st hold above us; their answer is
 * due by …". Shared by the HCC Manager and Edit Show.
 */
export function ChallengeNote({
  n,
}: {
  n: {
    status: string;
    challengedBy: string | null;
    challengeDeadline: string | null;
    holdRank: number | null;
  };
}) {
  if (n.status !== "challenge") return null;
  return (
    <p className="text-sm" data-testid="challenge-note">
      {challengeText(n)}
    </p>
  );
}
