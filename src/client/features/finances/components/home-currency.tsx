import { createContext, useContext, useMemo } from "react";
import { homeAmountsIn } from "@/client/lib/use-home-amounts";
import { homeMoneyIn, useHomeCurrency } from "@/client/lib/use-money";

/**
 * The home currency of the tour's finance answer (issue 41): its totals were computed in it,
 * so the finance tabs write them in it even in the moment the workspace's changes. Outside a
 * tour's answer (a card without the provider), the workspace's home currency.
 */
export const HomeCurrency = createContext<string | undefined>(undefined);

/** useMoney's totals and useHomeAmounts' amounts, in the finance answer's home currency. */
export function useHomeMoney() {
  const workspaceHome = useHomeCurrency();
  const code = useContext(HomeCurrency) ?? workspaceHome;
  return useMemo(() => ({ ...homeMoneyIn(code), ...homeAmountsIn(code) }), [code]);
}
