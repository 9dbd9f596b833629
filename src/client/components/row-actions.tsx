import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";

/**
 * Edit and Delete icon buttons of one row or card. `label` names the row for screen
 * readers ("Edit Spring Run"); `children` adds the row's own extra actions before them.
 */
export function RowActions({
  label,
  onEdit,
  onDelete,
  children,
}: {
  label: string;
  onEdit?(): void;
  onDelete?(): void;
  children?: ReactNode;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      {children}
      {onEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
