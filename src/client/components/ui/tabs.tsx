import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/client/lib/utils";

export const Tabs = TabsPrimitive.Root;

/** Scrolls a sideways-scrolling tab row just enough to show its selected tab. */
function revealSelected(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
  if (!list || !tab) return;
  const pastRight = tab.offsetLeft + tab.offsetWidth - (list.scrollLeft + list.clientWidth);
  if (pastRight > 0) list.scrollLeft += pastRight + 4;
  else if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = Math.max(0, tab.offsetLeft - 4);
}

export const TabsList = ({ className, ...p }: React.ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    ref={revealSelected}
    onFocusCapture={(e) => {
      const list = e.currentTarget;
      requestAnimationFrame(() => revealSelected(list));
    }}
    className={cn(
      // One row that scrolls sideways on a phone (the cut-off last tab shows there is more)
      // instead of wrapping a lone tab onto a second row.
      "relative inline-flex h-auto max-w-full flex-nowrap items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground [scrollbar-width:none]",
      className,
    )}
    {...p}
  />
);

export const TabsTrigger = ({
  className,
  ...p
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      "inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm sm:px-3 font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer",
      className,
    )}
    {...p}
  />
);

export const TabsContent = ({
  className,
  ...p
}: React.ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content className={cn("mt-4 focus-visible:outline-none", className)} {...p} />
);
