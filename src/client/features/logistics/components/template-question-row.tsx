import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { type AdvanceTemplateItem, isDaySheetItem } from "@/domain/logistics/advances";

/** One question of the template: its name, its place in the section, and a way out. */
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
  const name = item.label.trim() || "this question";
  return (
    <li
      className="grid gap-2 border-b py-3 last:border-0 sm:grid-cols-[1fr_auto] sm:items-end"
      data-testid={`template-item-${item.key}`}
    >
      <FormField
        label="Question"
        error={error}
        hint={
          // Its answer is the day sheet's own time or running order: renamed, never re-kinded.
          isDaySheetItem(item.key)
            ? item.kind === "sets"
              ? "The day sheet's running order"
              : "A time on the day sheet"
            : undefined
        }
      >
        <Input value={item.label} maxLength={120} onChange={(e) => onRename(e.target.value)} />
      </FormField>
      <div className="flex items-center gap-1">
        {isDaySheetItem(item.key) ? (
          <Badge variant="outline" className="mr-1">
            {item.kind === "sets" ? "Sets" : "Time"}
          </Badge>
        ) : null}
        <Button
          type="button"
          size="icon"
          variant="ghost"
          disabled={first}
          aria-label={`Move ${name} up`}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          disabled={last}
          aria-label={`Move ${name} down`}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
