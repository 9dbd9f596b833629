import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";

/** The spec's tooltip timing: open after 700 ms, skip the delay for 300 ms after one closes. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

export const TooltipProvider = ({ children }: { children: React.ReactNode }) => (
  <TooltipPrimitive.Provider
    delayDuration={TOOLTIP_DELAY_MS}
    skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
  >
    {children}
  </TooltipPrimitive.Provider>
);
