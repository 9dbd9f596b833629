import { QueryClient } from "@tanstack/react-query";
import { isOffline } from "@/client/offline/offline-status";
import { ApiRequestError } from "./api-client";

/**
 * TanStack Query's defaults are the spec's: 3 retries with exponential delay capped at 30 s,
 * unused entries dropped after 5 minutes. We only stop retrying answers that cannot change
 * by retrying (bad input, not signed in, not found).
 */
export function createQueryClient() {
  return new QueryClient({
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
}

/** One cache for the whole app, so the session read on /auth is still there on /dashboard. */
export const queryClient = createQueryClient();
