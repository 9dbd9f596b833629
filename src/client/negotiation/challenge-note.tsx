import { challengeSummary } from "@/domain/negotiations/negotiations";

const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * Who owes whom an answer on a challenge, in the viewer's time: "We were challenged; confirm
 * or release by May 3, 5:00 PM" or "We challenged the 1st hold above us; their answer is
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
      {challengeSummary(n, (iso) => dateTime.format(new Date(iso)))}
    </p>
  );
}
