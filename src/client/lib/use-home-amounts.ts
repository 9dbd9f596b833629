import { useMemo } from "react";
import { type CurrencyCode, formatHomeAmount, formatHomeCents } from "@/domain/currencies/currency";
import { useHomeCurrency } from "./use-money";

/*
 * Amounts in the home currency written to their minor unit, which needs the ISO 4217 list
 * (currency.ts): a module apart from use-money.ts, so that pages printing only whole totals
 * (the Overview) do not load it.
 */

export interface HomeAmounts {
  amount: (amount: string | null | undefined) => string;
  cents: (amount: string | null | undefined) => string;
}

export const homeAmountsIn = (code: CurrencyCode): HomeAmounts => ({
  /** As entered or settled: "$185.40", "$1,200", "€1,200.00". */
  amount: (amount: string | null | undefined) => formatHomeAmount(amount, code),
  /** Always to the minor unit: "$1,200.00", "¥1,500". */
  cents: (amount: string | null | undefined) => formatHomeCents(amount, code),
});

export function useHomeAmounts() {
  const code = useHomeCurrency();
  return useMemo(() => homeAmountsIn(code), [code]);
}
