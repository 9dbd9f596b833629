import { EmptyState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { ChallengeNote } from "@/client/negotiation/challenge-note";
import { TransitionControls } from "@/client/negotiation/transition-controls";
import type { ShownNegotiation as Negotiation } from "@/domain/negotiations/reader-shape";
import { formatCalendarDate } from "@/domain/tour-timing";
import { NegotiationBadge } from "./negotiation-badge";
import { formatInstant, relativeTo } from "./when";

function ActiveCard({ n, onOpen }: { n: Negotiation; onOpen(id: string): void }) {
  const mayMove = useCan()("POST /api/negotiations/:showId/transitions");
  return (
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
              {[formatCalendarDate(n.performanceDate), [n.city, n.state].filter(Boolean).join(", ")]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <NegotiationBadge status={n.status} rank={n.holdRank} />
        </div>
        {n.status === "challenge" ? (
          <ChallengeNote n={n} />
        ) : n.status === "hold" && n.holdExpiry ? (
          <p className="text-sm">
            {t(
              {
                id: "negotiations.active.holdExpires",
                defaultMessage: "Hold expires: {when} ({relative})",
              },
              { when: formatInstant(n.holdExpiry), relative: relativeTo(n.holdExpiry) },
            )}
          </p>
        ) : null}
        {mayMove && <TransitionControls n={n} compact />}
      </CardContent>
    </Card>
  );
}

/**
 * Every open negotiation: the urgent ones first (challenges, holds expiring within 72 h,
 * soonest deadline first), then the others (inquiries, holds with time left) by date.
 */
export function ActiveTab({
  urgent,
  others,
  onOpen,
}: {
  urgent: Negotiation[];
  others: { items: Negotiation[]; total: number };
  onOpen(id: string): void;
}) {
  if (urgent.length === 0 && others.total === 0) {
    return (
      <EmptyState
        text={t({
          id: "negotiations.active.empty",
          defaultMessage: "No open negotiations: nothing pending, held or challenged.",
        })}
      />
    );
  }
  const more = others.total - others.items.length;
  return (
    <div className="grid gap-6">
      <section className="grid gap-3">
        <SectionTitle>
          {t(
            { id: "negotiations.active.urgent", defaultMessage: "Urgent ({count})" },
            { count: urgent.length },
          )}
        </SectionTitle>
        {urgent.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({
              id: "negotiations.active.noUrgent",
              defaultMessage: "No challenges and no holds expiring within 72 hours.",
            })}
          </p>
        ) : (
          <ul
            className="grid gap-3"
            aria-label={t({
              id: "negotiations.active.urgentLabel",
              defaultMessage: "Urgent negotiations",
            })}
          >
            {urgent.map((n) => (
              <li key={n.id}>
                <ActiveCard n={n} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {others.total > 0 ? (
        <section className="grid gap-3">
          <SectionTitle>
            {t(
              {
                id: "negotiations.active.others",
                defaultMessage: "Other open negotiations ({count})",
              },
              { count: others.total },
            )}
          </SectionTitle>
          <ul
            className="grid gap-3"
            aria-label={t({
              id: "negotiations.active.othersLabel",
              defaultMessage: "Other open negotiations",
            })}
          >
            {others.items.map((n) => (
              <li key={n.id}>
                <ActiveCard n={n} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t(
                {
                  id: "negotiations.active.more",
                  defaultMessage:
                    "{count} more open negotiations are listed under All Venues on the Overview tab.",
                },
                { count: more },
              )}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
