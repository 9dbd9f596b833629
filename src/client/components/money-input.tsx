import type * as React from "react";
import { Input } from "@/client/components/ui/input";

/**
 * A USD amount in dollars and cents, never negative. The text goes to the domain's money
 * parser (the one place that decides what a valid amount is), so it stays a string here.
 */
export function MoneyInput(props: Omit<React.ComponentProps<"input">, "type">) {
  return <Input type="number" inputMode="decimal" min="0" step="0.01" {...props} />;
}
