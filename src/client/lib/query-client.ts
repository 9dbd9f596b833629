import { QueryClient } from "@tanstack/react-query";
import { isOffline } from "@/client/offline/offline-status";
import { ApiRequestError } from "./api-client";

/**
 * TanStack Query's defaults are the spec's: 3 retries with exponential delay capped at 30 s,
 * unused entries dropped after 5 minutes. We only stop retrying answers that cannot change
 * by retrying (bad input, not signed in, not found).
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      // Offline, a read still goes out (the service worker answers it from what it saved)
      // and a write still runs, to be refused with its reason (offline-fetch.ts): neither
      // waits, silently paused, for a connection (ADR 0018).
      queries: {
        networkMode: "always",
        retry: (failureCount, error) => {
          if (isOffline()) return false;
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
            return false;
          return failureCount < 3;
        },
      },
      mutations: { networkMode: "always" },
    },
  });
  freshAfterWrites(client);
  return client;
}

/**
 * A write's invalidation must be followed by a read made after it. React Query, asked to
 * invalidate a query whose first load is still on its way, hands out that load's answer
 * rather than fetch again (it dedupes a fetch of a query with no data), and that answer may
 * have been read before the write: a venue added while the Venues tab was still loading stayed
 * missing until the next refetch (an e2e run on a loaded machine caught it). Such first loads
 * are cancelled first, so the invalidation fetches anew.
 */
function freshAfterWrites(client: QueryClient) {
  const invalidate = client.invalidateQueries.bind(client);
  client.invalidateQueries = (async (...args: Parameters<typeof invalidate>) => {
    const loading = client
      .getQueryCache()
      .findAll(args[0])
      .filter((q) => q.state.data === undefined && q.state.fetchStatus === "fetching");
    await Promise.all(loading.map((q) => q.cancel({ revert: true })));
    return invalidate(...args);
  }) as typeof client.invalidateQueries;
}

/** One cache for the whole app, so the session read on /auth is still there on /dashboard. */
export const queryClient = createQueryClient();
