import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/client/lib/utils";

/** The spec's tooltip timing: open after 700 ms, skip the delay for 300 ms after one closes. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TooltipProvider = ({ children }: { children: React.ReactNode }) => (
  <TooltipPrimitive.Provider
    delayDuration={TOOLTIP_DELAY_MS}
    skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
  >
    {children}
  </TooltipPrimitive.Provider>
);
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = ({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) => (
  <TooltipPrimitive.Portal>
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md",
        className,
      )}
      {...props}
    />
  </TooltipPrimitive.Portal>
);
