import { useMoney } from "@/client/lib/use-money";
import { HIDDEN_LABEL, isHidden, type Shown } from "@/domain/hidden";
import type { Money } from "@/domain/money";

/**
 * A figure the reader's role may not see (domain/hidden.ts): it says so, and never reads as
 * $0. Screens that can leave the figure out altogether do; this is for where a place is kept.
 */
function HiddenFigure() {
  return (
    <span className="text-muted-foreground" title="Only owners and managers see money">
      {HIDDEN_LABEL}
    </span>
  );
}

/** A total in the home currency, or "Hidden" for a reader who may not see it. */
export function MoneyFigure({ value }: { value: Shown<Money | null | undefined> }) {
  const money = useMoney();
  return isHidden(value) ? <HiddenFigure /> : money.whole(value);
}
