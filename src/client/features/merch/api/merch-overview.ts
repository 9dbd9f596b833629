import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { MerchOverview } from "@/domain/merch/overview";

export const merchOverviewQuery = queryOptions({
  queryKey: queryKeys.merch.overview,
  queryFn: (): Promise<MerchOverview> =>
    unwrap(api.merch.overview.$get(), {
      id: "merch.overview.loadMerchOverviewFailed",
      defaultMessage: "Failed to load the merch overview",
    }),
});

export const merchSalesQuery = queryOptions({
  queryKey: queryKeys.merch.sales,
  queryFn: () =>
    unwrap(api.merch.sales.$get(), {
      id: "merch.overview.loadMerchSalesFailed",
      defaultMessage: "Failed to load merch sales",
    }),
});
