import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";

/** Deals and rider provisions are each a titled card of rows with an Add button: one frame. */
export function ListCard<Item>({
  title,
  addLabel,
  onAdd,
  emptyText,
  items,
  listClassName,
  children: row,
}: {
  title: string;
  addLabel: string;
  onAdd(): void;
  emptyText: string;
  items: readonly Item[];
  listClassName?: string;
  /** One item's `<li>` (keyed). */
  children(item: Item): ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <SectionTitle>{title}</SectionTitle>
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <ul className={cn("grid", listClassName)}>{items.map(row)}</ul>
        )}
      </CardContent>
    </Card>
  );
}
