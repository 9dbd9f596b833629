import { cn } from "@/client/lib/utils";

/**
 * Sold against capacity as a bar (the figures beside it say the same in words, so the bar
 * itself is not read out). Over capacity fills the bar in the warning colour.
 */
export function SoldBar({ share, className }: { share: number | null; className?: string }) {
  if (share === null) return null;
  const over = share > 1;
  return (
    <div aria-hidden="true" className={cn("h-2 w-full min-w-16 rounded-full bg-muted", className)}>
      <div
        className={cn("h-2 rounded-full", over ? "bg-destructive" : "bg-primary")}
        style={{ width: `${Math.min(100, Math.round(share * 100))}%` }}
      />
    </div>
  );
}
