import type * as React from "react";
import { cn } from "@/client/lib/utils";

/**
 * A table that fits, or scrolls sideways inside its card. While there is more to one side, a
 * shadow shows on that edge (backgrounds that scroll with the content cover the shadows at the
 * ends), so a cut-off column reads as "scroll", not as missing. The scroller is focusable so
 * the keyboard can scroll it too.
 */
export const Table = ({ className, ...p }: React.ComponentProps<"table">) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
  <div className="table-scroll relative w-full overflow-x-auto" tabIndex={0}>
    <table className={cn("w-full caption-bottom text-sm", className)} {...p} />
  </div>
);
export const TableHeader = (p: React.ComponentProps<"thead">) => (
  <thead className="[&_tr]:border-b" {...p} />
);
export const TableBody = (p: React.ComponentProps<"tbody">) => (
  <tbody className="[&_tr:last-child]:border-0" {...p} />
);
export const TableRow = ({ className, ...p }: React.ComponentProps<"tr">) => (
  <tr className={cn("border-b transition-colors hover:bg-muted/50", className)} {...p} />
);
export const TableHead = ({ className, ...p }: React.ComponentProps<"th">) => (
  <th
    className={cn("h-10 px-2 text-left align-middle font-medium text-muted-foreground", className)}
    {...p}
  />
);
export const TableCell = ({ className, ...p }: React.ComponentProps<"td">) => (
  <td className={cn("p-2 align-middle", className)} {...p} />
);
