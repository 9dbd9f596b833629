import { clsx } from "clsx";
import { AudioLines } from "lucide-react";

/**
 * The Tribe mark: a waveform on a violet tile (public/favicon.svg draws the same). One mark on
 * the landing page, the auth page, the sidebar and the browser tab.
 */
function BrandTile({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        "flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm",
        className,
      )}
      aria-hidden="true"
    >
      <AudioLines className="size-5" aria-hidden="true" />
    </span>
  );
}

/** The tile plus the wordmark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={clsx("inline-flex items-center gap-2 text-lg font-bold tracking-tight", className)}
    >
      <BrandTile />
      Tribe
    </span>
  );
}
