import { Badge } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { isHidden, type Shown } from "@/domain/hidden";
import type { PaceStanding } from "@/domain/tickets/answers";

const CHIPS = {
  behind: {
    text: { id: "components.paceChip.behind", defaultMessage: "Behind pace" },
    variant: "destructive",
  },
  ahead: { text: { id: "components.paceChip.ahead", defaultMessage: "Ahead" }, variant: "success" },
  "on-pace": {
    text: { id: "components.paceChip.onPace", defaultMessage: "On pace" },
    variant: "secondary",
  },
} as const;

/**
 * Where a show's sales stand against the tour's other shows at the same days out (ADR 0031):
 * the Tickets page and the tour page say it the same way. Unknown (too few shows to compare)
 * or hidden says nothing: no chip is better than a guess.
 */
export function PaceChip({ pace }: { pace: Shown<PaceStanding> }) {
  if (isHidden(pace) || pace === "unknown") return null;
  const chip = CHIPS[pace];
  return <Badge variant={chip.variant}>{t(chip.text)}</Badge>;
}
