import { instantText } from "@/client/lib/person-clock";
import { challengeSummary } from "@/domain/negotiations/negotiations";

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
      {challengeSummary(n, (iso) => instantText(iso))}
    </p>
  );
}
