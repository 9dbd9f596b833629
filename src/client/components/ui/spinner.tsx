import { Loader2 } from "lucide-react";
import { cn } from "@/client/lib/utils";

/** A centred spinner with a visible label (the spec's 'Loading...'). */
export function Spinner({
  label = "Loading...",
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn("flex items-center justify-center gap-2 p-8 text-muted-foreground", className)}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
