import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { EXTEND_HOLD_DAYS } from "@/domain/negotiations/negotiations";
import type { Suggestion } from "@/domain/negotiations/suggestions";
import { formatCalendarDate } from "@/domain/tour-timing";
import { PriorityBadge, suggestionStatusWord } from "./negotiation-badge";
import { OverrideDialog } from "./override-dialog";
import { useAcceptSuggestion } from "./use-accept-suggestion";
import { formatInstant } from "./when";

function acceptLabel(kind: Suggestion["kind"]): string {
  switch (kind) {
    case "confirm":
      return t({ id: "negotiations.action.acceptConfirm", defaultMessage: "Accept: confirm" });
    case "release":
      return t({ id: "negotiations.action.acceptRelease", defaultMessage: "Accept: release" });
    case "extend":
      return t(
        {
          id: "negotiations.action.acceptExtend",
          defaultMessage:
            "{days, plural, one {Accept: extend # day} other {Accept: extend # days}}",
        },
        { days: EXTEND_HOLD_DAYS },
      );
    case "follow-up":
      return t({
        id: "negotiations.action.acceptFollowUp",
        defaultMessage: "Accept: log follow-up",
      });
    case "add-deal":
      return t({ id: "negotiations.action.acceptAddDeal", defaultMessage: "Accept: record deal" });
    default:
      return t({ id: "negotiations.action.acceptOpen", defaultMessage: "Accept: review" });
  }
}

/** Spec's AI Action Center: the rules engine's suggestions, each with Accept and Override. */
export function ActionCenter({
  suggestions,
  onOpen,
  limit,
}: {
  suggestions: Suggestion[];
  onOpen(showId: string): void;
  limit?: number;
}) {
  const { accept, busy } = useAcceptSuggestion(onOpen);
  const [overriding, setOverriding] = useState<Suggestion | null>(null);
  const shown = limit ? suggestions.slice(0, limit) : suggestions;
  const mayAct = useCan()("POST /api/negotiations/:showId/dismissals");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {t({ id: "negotiations.action.title", defaultMessage: "AI Action Center" })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-muted-foreground">
            {t({
              id: "negotiations.action.nothing",
              defaultMessage: "Nothing needs your attention right now.",
            })}
          </p>
        ) : (
          <ul
            className="grid gap-3"
            aria-label={t({ id: "negotiations.action.label", defaultMessage: "Suggested actions" })}
          >
            {shown.map((s) => (
              <li key={s.id} className="rounded-lg border p-3" data-testid="suggestion">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{s.venue}</p>
                  <PriorityBadge priority={s.priority} />
                  <span className="text-xs text-muted-foreground">
                    {suggestionStatusWord(s.status)}
                  </span>
                </div>
                <p className="mt-1 text-sm font-medium">{s.action}</p>
                <p className="mt-1 text-sm text-muted-foreground">{s.aiRecommendation}</p>
                {s.deadline ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t(
                      { id: "negotiations.action.deadline", defaultMessage: "Deadline: {when}" },
                      {
                        when: s.deadline.endsWith("T00:00:00.000Z")
                          ? formatCalendarDate(s.deadline.slice(0, 10))
                          : formatInstant(s.deadline),
                      },
                    )}
                  </p>
                ) : null}
                {mayAct && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" disabled={busy} onClick={() => void accept(s)}>
                      {acceptLabel(s.kind)}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setOverriding(s)}>
                      {t({ id: "negotiations.action.override", defaultMessage: "Override" })}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <OverrideDialog suggestion={overriding} onClose={() => setOverriding(null)} />
    </Card>
  );
}
