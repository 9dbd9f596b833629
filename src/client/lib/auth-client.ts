import { queryOptions } from "@tanstack/react-query";
import { anonymousClient, inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { queryKeys } from "@/client/lib/query-keys";

export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [
    anonymousClient(),
    inferAdditionalFields({ user: { artistName: { type: "string", required: false } } }),
  ],
});

/** The spec's local-storage key: set while signed in, removed on sign-out. */
export const AUTH_STORAGE_KEY = "tribe_auth";

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async () => {
    const { data, error } = await authClient.getSession();
    if (error) throw new Error(error.message ?? "Could not load your session");
    if (data) {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ userId: data.user.id }));
    }
    return data;
  },
  staleTime: 60_000,
});

export type SessionData = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>["data"]>;
