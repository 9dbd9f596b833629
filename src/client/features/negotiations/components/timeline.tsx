import { isHidden } from "@/domain/hidden";
import { negotiationStatusLabel } from "@/domain/negotiations/negotiations";
import type { ShownNegotiationEvent as NegotiationEvent } from "@/domain/negotiations/reader-shape";
import { formatInstant } from "./when";

function describe(e: NegotiationEvent): string {
  switch (e.action) {
    case "created":
      return "Negotiation started";
    case "transition":
      return `${negotiationStatusLabel(e.fromStatus ?? "")} → ${negotiationStatusLabel(e.toStatus ?? "")}`;
    case "lapse":
      return `Lapsed: ${negotiationStatusLabel(e.fromStatus ?? "")} → Released`;
    case "contact":
      return "Contact logged";
    case "extend":
      return "Hold extended";
    case "promote":
      return "Promoted";
    case "deal":
      return "Deal recorded";
    default:
      return "Details edited";
  }
}

/** Every move, newest first: who, when, from, to, note. */
export function Timeline({ events }: { events: NegotiationEvent[] }) {
  return (
    <section aria-label="Timeline" className="grid gap-2">
      <h3 className="text-sm font-semibold">Timeline</h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="grid gap-2 border-l pl-4" data-testid="timeline">
          {events.map((e) => (
            <li key={e.id} className="text-sm">
              <p className="font-medium">
                {describe(e)}
                {e.override ? " (conflict overridden)" : ""}
              </p>
              {e.note && !isHidden(e.note) ? (
                <p className="text-muted-foreground">{e.note}</p>
              ) : null}
              <p className="text-xs text-muted-foreground">
                {e.actor} · {formatInstant(e.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
