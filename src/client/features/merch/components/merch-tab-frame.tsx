import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";

/** A button that adds a product, a design project or a partner. */
export const AddButton = ({ onClick, children }: { onClick(): void; children: ReactNode }) => (
  <Button onClick={onClick}>
    <Plus aria-hidden="true" />
    {children}
  </Button>
);

/**
 * Merch's products, projects and partners tabs share one frame: with nothing yet an empty state
 * that offers the first one, else the tab's actions over a grid of its cards.
 */
export function MerchTabFrame({
  empty,
  emptyText,
  addFirstLabel,
  onCreate,
  actions,
  gridClassName,
  children,
  footer,
}: {
  empty: boolean;
  emptyText: string;
  addFirstLabel: string;
  onCreate(): void;
  actions: ReactNode;
  gridClassName: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  if (empty) {
    return (
      <EmptyState
        text={emptyText}
        action={<AddButton onClick={onCreate}>{addFirstLabel}</AddButton>}
      />
    );
  }
  return (
    <div className="space-y-4">
      {actions}
      <div className={gridClassName}>{children}</div>
      {footer}
    </div>
  );
}
