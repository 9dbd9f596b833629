import { EmptyState } from "@/client/components/query-state";
import { TransitionControls } from "@/client/components/transition-controls";
import { Card, CardContent } from "@/client/components/ui/card";
import type { Negotiation } from "@/domain/negotiations";
import { formatCalendarDate } from "@/domain/tour-timing";
import { NegotiationBadge } from "./negotiation-badge";
import { formatInstant, relativeTo } from "./when";

/** Challenges and holds expiring within 72 h, soonest deadline first, with quick actions. */
export function ActiveTab({ urgent, onOpen }: { urgent: Negotiation[]; onOpen(id: string): void }) {
  if (urgent.length === 0) {
    return (
      <EmptyState text="No urgent negotiations: no challenges and no holds expiring within 72 hours." />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Urgent negotiations">
      {urgent.map((n) => {
        const deadline = n.status === "challenge" ? n.challengeDeadline : n.holdExpiry;
        return (
          <li key={n.id}>
            <Card>
              <CardContent className="grid gap-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <button
                      type="button"
                      className="font-medium underline-offset-4 hover:underline"
                      onClick={() => onOpen(n.id)}
                    >
                      {n.venueName}
                    </button>
                    <p className="text-sm text-muted-foreground">
                      {[
                        formatCalendarDate(n.performanceDate),
                        [n.city, n.state].filter(Boolean).join(", "),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  <NegotiationBadge status={n.status} rank={n.holdRank} />
                </div>
                {deadline ? (
                  <p className="text-sm">
                    {n.status === "challenge" ? "Challenge deadline" : "Hold expires"}:{" "}
                    {formatInstant(deadline)} ({relativeTo(deadline)})
                  </p>
                ) : null}
                <TransitionControls n={n} compact />
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
