import { queryOptions } from "@tanstack/react-query";
import { parseJSON } from "better-auth/client";
import { anonymousClient, inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { takeEarly } from "@/client/lib/early-requests";
import { queryKeys } from "@/client/lib/query-keys";
import { isOffline } from "@/client/offline/offline-status";
import { currentAccountId, forgetSavedAnswers } from "@/client/offline/saved-answers";

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

type SessionAnswer = Awaited<ReturnType<typeof authClient.getSession>>["data"];

async function fetchSession(): Promise<SessionAnswer> {
  let answer: Awaited<ReturnType<typeof authClient.getSession>>;
  try {
    answer = await authClient.getSession();
  } catch (error) {
    if (isOffline()) return offlineSession(error);
    throw error;
  }
  const { data, error } = answer;
  if (error && isOffline()) return offlineSession(error);
  if (error) throw new Error(error.message ?? "Could not load your session");
  return data;
}
export type Session = Awaited<ReturnType<typeof fetchSession>>;

interface RememberedUser {
  userId: string;
  artistName?: string | null;
  isAnonymous?: boolean | null;
}

/**
 * Spec: tribe_auth holds the signed-in user while a session is known. Another account
 * signing in on this device first deletes what the service worker saved for the last one.
 */
export function rememberSignedIn(session: NonNullable<Session>) {
  const previous = currentAccountId();
  if (previous && previous !== session.user.id) void forgetSavedAnswers();
  const user: RememberedUser = {
    userId: session.user.id,
    artistName: session.user.artistName ?? null,
    isAnonymous: session.user.isAnonymous ?? null,
  };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
}

/**
 * Offline, sessions cannot be asked for (and are never cached, ADR 0018): the user tribe_auth
 * remembers stands in, so the saved pages of the account signed in on this device open. Without
 * one (signed out, or never signed in here) the app goes to sign-in as it does online.
 */
function offlineSession(cause: unknown): SessionAnswer {
  const id = currentAccountId();
  if (!id) throw cause instanceof Error ? cause : new Error("You are offline.");
  const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? "{}") as RememberedUser;
  const user = {
    id,
    name: stored.artistName ?? "",
    email: "",
    emailVerified: false,
    image: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    artistName: stored.artistName ?? null,
    isAnonymous: stored.isAnonymous ?? null,
  };
  const session = { id: "offline", userId: id, token: "", expiresAt: new Date(8.64e15) };
  return { user, session } as unknown as SessionAnswer;
}

/** The session the dashboard's HTML asked for (lib/early-requests.ts), parsed as better-auth does. */
async function earlySession(): Promise<Session | undefined> {
  const res = await takeEarly("session");
  if (!res?.ok) return undefined;
  return (parseJSON(await res.text(), { strict: false }) ?? null) as Session;
}
