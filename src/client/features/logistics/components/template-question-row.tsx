import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import {
  type AdvanceTemplateItem,
  advanceItemLabel,
  isDaySheetItem,
} from "@/domain/logistics/advances";

/**
 * One question of the template: its name, its place in the section, and a way out, on one
 * line even on a phone. Its label is for screen readers: the name itself is what is read.
 */
export function TemplateQuestionRow({
  item,
  error,
  first,
  last,
  onRename,
  onMove,
  onRemove,
}: {
  item: AdvanceTemplateItem;
  error?: string;
  first: boolean;
  last: boolean;
  onRename(label: string): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const id = useId();
  // A shipped question nobody reworded reads in the person's language; typing makes it theirs.
  const label = advanceItemLabel(item);
  const name =
    label.trim() || t({ id: "logistics.template.thisQuestion", defaultMessage: "this question" });
  // Its answer is the day sheet's own time or running order: renamed, never re-kinded.
  const hint = isDaySheetItem(item.key)
    ? item.kind === "sets"
      ? t({
          id: "logistics.template.runningOrder",
          defaultMessage: "The day sheet's running order",
        })
      : t({ id: "logistics.template.timeOnSheet", defaultMessage: "A time on the day sheet" })
    : undefined;
  return (
    <li
      className="grid gap-1 border-b py-2 last:border-0"
      data-testid={`template-item-${item.key}`}
    >
      <label htmlFor={id} className="sr-only">
        {t({ id: "logistics.template.question", defaultMessage: "Question" })}
      </label>
      <div className="flex items-center gap-1">
        <Input
          id={id}
          className="min-w-0 flex-1"
          value={label}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          onChange={(e) => onRename(e.target.value)}
        />
        <Button
          type="button"
          size="icon"
          variant="ghost"
          disabled={first}
          aria-label={t(
            { id: "logistics.template.moveUp", defaultMessage: "Move {name} up" },
            { name },
          )}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          disabled={last}
          aria-label={t(
            { id: "logistics.template.moveDown", defaultMessage: "Move {name} down" },
            { name },
          )}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t(
            { id: "logistics.template.remove", defaultMessage: "Remove {name}" },
            { name },
          )}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="flex items-center gap-1 text-xs text-muted-foreground">
          <Badge variant="outline">
            {item.kind === "sets"
              ? t({ id: "logistics.daySheet.sets", defaultMessage: "Sets" })
              : t({ id: "logistics.template.time", defaultMessage: "Time" })}
          </Badge>
          {hint}
        </p>
      ) : null}
    </li>
  );
}
