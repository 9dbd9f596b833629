import type * as React from "react";
import { cn } from "@/client/lib/utils";

export const Skeleton = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
);
