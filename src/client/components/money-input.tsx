import type * as React from "react";
import { Input } from "@/client/components/ui/input";
import { formatLocale } from "@/domain/i18n/format-locale";

/**
 * A USD amount in dollars and cents, never negative. The text goes to the domain's money
 * parser (the one place that decides what a valid amount is), so it stays a string here.
 * In Spanish and German it is a text field with the decimal keypad: a number field would
 * refuse "1.234,56" as the locale writes it, and hand the form an empty value (issue 55).
 */
export function MoneyInput(props: Omit<React.ComponentProps<"input">, "type">) {
  if (formatLocale() !== "en")
    return <Input type="text" inputMode="decimal" autoComplete="off" {...props} />;
  return <Input type="number" inputMode="decimal" min="0" step="0.01" {...props} />;
}
