import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useCan } from "@/client/lib/workspace";
import { EXTEND_HOLD_DAYS } from "@/domain/negotiations/negotiations";
import type { Suggestion } from "@/domain/negotiations/suggestions";
import { formatCalendarDate } from "@/domain/tour-timing";
import { PriorityBadge } from "./negotiation-badge";
import { OverrideDialog } from "./override-dialog";
import { useAcceptSuggestion } from "./use-accept-suggestion";
import { formatInstant } from "./when";

const ACCEPT_LABEL: Record<Suggestion["kind"], string> = {
  confirm: "Accept: confirm",
  release: "Accept: release",
  extend: `Accept: extend ${EXTEND_HOLD_DAYS} days`,
  "follow-up": "Accept: log follow-up",
  "add-deal": "Accept: record deal",
  open: "Accept: review",
};

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
          AI Action Center
        </CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-muted-foreground">Nothing needs your attention right now.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Suggested actions">
            {shown.map((s) => (
              <li key={s.id} className="rounded-lg border p-3" data-testid="suggestion">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{s.venue}</p>
                  <PriorityBadge priority={s.priority} />
                  <span className="text-xs text-muted-foreground">{s.status}</span>
                </div>
                <p className="mt-1 text-sm font-medium">{s.action}</p>
                <p className="mt-1 text-sm text-muted-foreground">{s.aiRecommendation}</p>
                {s.deadline ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    Deadline:{" "}
                    {s.deadline.endsWith("T00:00:00.000Z")
                      ? formatCalendarDate(s.deadline.slice(0, 10))
                      : formatInstant(s.deadline)}
                  </p>
                ) : null}
                {mayAct && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" disabled={busy} onClick={() => void accept(s)}>
                      {ACCEPT_LABEL[s.kind]}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setOverriding(s)}>
                      Override
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
