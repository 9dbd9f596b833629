import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_HOME_CURRENCY } from "@/domain/currency";
import { api, unwrap } from "./api-client";
import { queryKeys } from "./query-keys";

/**
 * The workspace's home currency (issue 41), for forms outside Finances: a new product or
 * campaign starts in it. The same key and answer as Settings' currency query (GET
 * /api/currency, open to every role), so a currency write refreshes both.
 */
export const homeCurrencyQuery = queryOptions({
  queryKey: [...queryKeys.finances.all, "currency"] as const,
  queryFn: () => unwrap(api.currency.$get(), "Failed to load the currencies"),
  select: (settings) => settings.homeCurrency,
});

/** The home currency, USD until the answer comes (what every amount was before currencies). */
export const useHomeCurrency = (enabled = true) =>
  useQuery({ ...homeCurrencyQuery, enabled }).data ?? DEFAULT_HOME_CURRENCY;
