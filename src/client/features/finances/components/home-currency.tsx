import { createContext, useContext } from "react";
import { formatHomeAmount, formatHomeWhole } from "@/domain/currency";

/**
 * The home currency of the tour's finance answer (issue 41), for every figure the finance
 * tabs show: totals and breakdowns are in it. USD until the answer says otherwise.
 */
export const HomeCurrency = createContext("USD");

/** Formatters of amounts in the home currency: whole totals and amounts as entered. */
export function useHomeMoney() {
  const code = useContext(HomeCurrency);
  return {
    whole: (amount: string | number | null | undefined) => formatHomeWhole(amount, code),
    amount: (amount: string | null | undefined) => formatHomeAmount(amount, code),
  };
}
