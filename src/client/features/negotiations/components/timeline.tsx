import { t } from "@/client/i18n/t";
import { negotiationStatusWord } from "@/client/negotiation/status-words";
import { isHidden } from "@/domain/hidden";
import type { ShownNegotiationEvent as NegotiationEvent } from "@/domain/negotiations/reader-shape";
import { formatInstant } from "./when";

function describe(e: NegotiationEvent): string {
  switch (e.action) {
    case "created":
      return t({ id: "negotiations.timeline.created", defaultMessage: "Negotiation started" });
    case "transition":
      return t(
        { id: "negotiations.timeline.transition", defaultMessage: "{from} → {to}" },
        {
          from: negotiationStatusWord(e.fromStatus ?? ""),
          to: negotiationStatusWord(e.toStatus ?? ""),
        },
      );
    case "lapse":
      return t(
        { id: "negotiations.timeline.lapse", defaultMessage: "Lapsed: {from} → Released" },
        { from: negotiationStatusWord(e.fromStatus ?? "") },
      );
    case "contact":
      return t({ id: "negotiations.move.contactLogged", defaultMessage: "Contact logged" });
    case "extend":
      return t({ id: "negotiations.timeline.extended", defaultMessage: "Hold extended" });
    case "promote":
      return t({ id: "negotiations.timeline.promoted", defaultMessage: "Promoted" });
    case "deal":
      return t({ id: "negotiations.timeline.deal", defaultMessage: "Deal recorded" });
    default:
      return t({ id: "negotiations.timeline.edited", defaultMessage: "Details edited" });
  }
}

/** Every move, newest first: who, when, from, to, note. */
export function Timeline({ events }: { events: NegotiationEvent[] }) {
  return (
    <section
      aria-label={t({ id: "negotiations.timeline.title", defaultMessage: "Timeline" })}
      className="grid gap-2"
    >
      <h3 className="text-sm font-semibold">
        {t({ id: "negotiations.timeline.title", defaultMessage: "Timeline" })}
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: "negotiations.timeline.empty", defaultMessage: "Nothing recorded yet." })}
        </p>
      ) : (
        <ol className="grid gap-2 border-l pl-4" data-testid="timeline">
          {events.map((e) => (
            <li key={e.id} className="text-sm">
              <p className="font-medium">
                {describe(e)}
                {e.override
                  ? ` ${t({ id: "negotiations.timeline.overridden", defaultMessage: "(conflict overridden)" })}`
                  : ""}
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
