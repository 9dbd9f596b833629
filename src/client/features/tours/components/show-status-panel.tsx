import { TransitionControls } from "@/client/components/transition-controls";
import type { ShowView } from "../api/tours";
import { ShowStatusBadge } from "./status-badge";

const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const at = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "");

/**
 * Edit Show: the negotiation's status and its legal next moves, the same controls as the
 * HCC Manager (a move is saved at once and recorded; releasing a confirmed show asks first).
 */
export function ShowStatusPanel({ show }: { show: ShowView }) {
  const facts = [
    show.status === "hold" && show.holdExpiry ? `expires ${at(show.holdExpiry)}` : "",
    show.status === "challenge" && show.challengeDeadline
      ? `confirm or release by ${at(show.challengeDeadline)}`
      : "",
  ].filter(Boolean);
  return (
    <section aria-label="Negotiation status" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Status</span>
        <ShowStatusBadge status={show.status} rank={show.holdRank} />
        {facts.length > 0 ? (
          <span className="text-muted-foreground">{facts.join(" · ")}</span>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        A status change is saved at once and recorded on the negotiation's timeline.
      </p>
      <TransitionControls
        compact
        n={{ id: show.id, status: show.status, venueName: show.venue?.name || "Unknown Venue" }}
      />
    </section>
  );
}
