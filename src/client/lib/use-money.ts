import { useMemo } from "react";
import { DEFAULT_HOME_CURRENCY, formatHomeWhole } from "@/domain/currencies/home-money";
import { useWorkspace } from "./workspace";

/**
 * The workspace's home currency (ADR 0026), from the workspace answer every page of the
 * dashboard already has (GET /api/team, saved for offline use like every read, and in the
 * rendered Overview's HTML). USD until it is known: every workspace made before currencies was.
 */
export function useHomeCurrency(): string {
  return useWorkspace().data?.homeCurrency ?? DEFAULT_HOME_CURRENCY;
}

/** How every page writes a total in the home currency: `whole(12345.6)` → "$12,346", "€12,346". */
export interface HomeMoney {
  code: string;
  whole: (amount: string | number | null | undefined) => string;
}

export const homeMoneyIn = (code: string): HomeMoney => ({
  code,
  whole: (amount) => formatHomeWhole(amount, code),
});

/**
 * Totals in the home currency. Amounts in their own currency (a row, a deal, a price) are
 * written with formatStoredIn(amount, currency) instead; home amounts to the cent with
 * useHomeAmounts (use-home-amounts.ts, which loads the ISO list).
 */
export function useMoney(): HomeMoney {
  const code = useHomeCurrency();
  return useMemo(() => homeMoneyIn(code), [code]);
}

/**
 * A money field's label names the currency its amount is typed in: "Venue fee (GBP)". One
 * form for every dialog (issue 47: a pounds workspace's forms said "(USD)" and "($)" above
 * figures then shown as pounds). A field in its record's own currency passes that code.
 */
const moneyLabel = (label: string, code: string) => `${label} (${code})`;

/** Labels of fields typed in the workspace's home currency. */
export function useHomeMoneyLabel(): (label: string) => string {
  const code = useHomeCurrency();
  return (label) => moneyLabel(label, code);
}
