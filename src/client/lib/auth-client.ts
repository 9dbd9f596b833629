import { queryOptions } from "@tanstack/react-query";
import { parseJSON } from "better-auth/client";
import { anonymousClient, inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { takeEarly } from "@/client/lib/early-requests";
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
    const early = await earlySession();
    // null is an answer (nobody is signed in); undefined means there was no early request.
    const data = early === undefined ? await fetchSession() : early;
    if (data) rememberSignedIn(data);
    return data;
  },
  staleTime: 60_000,
});

async function fetchSession() {
  const { data, error } = await authClient.getSession();
  if (error) throw new Error(error.message ?? "Could not load your session");
  return data;
}
export type Session = Awaited<ReturnType<typeof fetchSession>>;

/** Spec: tribe_auth holds the signed-in user while a session is known. */
export function rememberSignedIn(session: NonNullable<Session>) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ userId: session.user.id }));
}

/** The session the dashboard's HTML asked for (lib/early-requests.ts), parsed as better-auth does. */
async function earlySession(): Promise<Session | undefined> {
  const res = await takeEarly("session");
  if (!res?.ok) return undefined;
  return (parseJSON(await res.text(), { strict: false }) ?? null) as Session;
}
