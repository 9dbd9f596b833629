import { clsx } from "clsx";
import { AudioLines } from "lucide-react";

/** The Tribe logo: an icon tile plus the wordmark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={clsx("inline-flex items-center gap-2 text-lg font-bold tracking-tight", className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <AudioLines className="size-5" aria-hidden="true" />
      </span>
      Tribe
    </span>
  );
}
