import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";

/**
 * Edit and Delete icon buttons of one row or card. `label` names the row for screen
 * readers ("Edit Spring Run"); `children` adds the row's own extra actions before them.
 */
export function RowActions({
  label,
  onEdit,
  onDelete,
  children,
  className,
  deleteVerb = "Delete",
}: {
  label: string;
  /** "Remove" where the row leaves a list but the thing itself stays (a show from a tour). */
  deleteVerb?: "Delete" | "Remove";
  className?: string;
  onEdit?(): void;
  onDelete?(): void;
  children?: ReactNode;
}) {
  return (
    <div className={cn("flex shrink-0 gap-1", className)}>
      {children}
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t(
            { id: "components.rowActions.edit", defaultMessage: "Edit {label}" },
            { label },
          )}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t(
            {
              id: "components.rowActions.delete",
              defaultMessage: "{verb, select, Remove {Remove {label}} other {Delete {label}}}",
            },
            { verb: deleteVerb, label },
          )}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
