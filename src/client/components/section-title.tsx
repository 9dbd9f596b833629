import type * as React from "react";
import { cn } from "@/client/lib/utils";

/** A card title at heading level 2: cards sit straight under the page's h1. */
export const SectionTitle = ({ className, ...p }: React.ComponentProps<"h2">) => (
  <h2 className={cn("font-semibold leading-none tracking-tight", className)} {...p} />
);
