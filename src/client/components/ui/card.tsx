import type * as React from "react";
import { cn } from "@/client/lib/utils";

export const Card = ({ className, ...p }: React.ComponentProps<"div">) => (
  <div
    className={cn("rounded-xl border bg-card text-card-foreground shadow-sm", className)}
    {...p}
  />
);
export const CardHeader = ({ className, ...p }: React.ComponentProps<"div">) => (
  <div className={cn("flex flex-col gap-1.5 p-6", className)} {...p} />
);
/** A card's title; pick the heading level that fits the page's outline (axe checks the order). */
export const CardTitle = ({
  className,
  as: Heading = "h3",
  ...p
}: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" | "p" }) => (
  <Heading className={cn("font-semibold leading-none tracking-tight", className)} {...p} />
);
export const CardDescription = ({ className, ...p }: React.ComponentProps<"p">) => (
  <p className={cn("text-sm text-muted-foreground", className)} {...p} />
);
export const CardContent = ({ className, ...p }: React.ComponentProps<"div">) => (
  <div className={cn("p-6 pt-0", className)} {...p} />
);
