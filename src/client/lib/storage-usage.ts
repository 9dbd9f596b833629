import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";
import { queryKeys } from "./query-keys";

/**
 * The account's artwork storage: used and limit. Shown beside the proof upload (Merch & Art)
 * and in Settings, so it lives here rather than in either feature. Under the merch key:
 * uploads and deletions refresh it.
 */
export const storageUsageQuery = queryOptions({
  queryKey: queryKeys.merch.storage,
  queryFn: () =>
    unwrap(api.merch.storage.$get(), {
      id: "app.storageUsage.loadStorageFailed",
      defaultMessage: "Failed to load your storage",
    }),
});
