import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";

/**
 * One figure with its label; a named group, so it reads as "Viral Content: 1". The figure
 * sits at the bottom so a row of cards lines up even when a label wraps.
 */
export function StatCard({
  label,
  value,
  caption,
  icon: Icon,
  className,
}: {
  label: string;
  value: string;
  caption: string;
  icon: LucideIcon;
  className?: string;
}) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className={cn("flex flex-col", className)}>
      {/* On a phone two cards share a row: tighter padding and no icon keep labels on one line. */}
      <CardHeader className="flex flex-row items-start justify-between gap-2 p-3 pb-2 sm:p-4 sm:pb-2">
        <p id={id} className="text-sm font-medium">
          {label}
        </p>
        <Icon
          className="hidden size-4 shrink-0 text-muted-foreground sm:block"
          aria-hidden="true"
        />
      </CardHeader>
      <CardContent className="mt-auto p-3 pt-0 sm:p-4 sm:pt-0">
        <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${label}`}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{caption}</p>
      </CardContent>
    </Card>
  );
}
