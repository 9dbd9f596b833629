import { queryOptions } from "@tanstack/react-query";
import { parseJSON } from "better-auth/client";
import {
  anonymousClient,
  inferAdditionalFields,
  twoFactorClient,
} from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { notePersonLocale } from "@/client/i18n/person-locale";
import { t } from "@/client/i18n/t";
import { takeEarly } from "@/client/lib/early-requests";
import { queryKeys } from "@/client/lib/query-keys";
import {
  finishPendingSignOut,
  noteSessionConfirmed,
  offlineTrustHolds,
  signOutPending,
} from "@/client/offline/device-session";
import { isOffline } from "@/client/offline/offline-status";
import {
  currentAccountId,
  forgetSavedAnswers,
  rememberedUserId,
  rememberWorkspace,
} from "@/client/offline/saved-answers";
import { isLocale } from "@/domain/i18n/locales";

export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [
    anonymousClient(),
    // A password sign-in of an account with an authenticator app answers `twoFactorRedirect`:
    // the sign-in form then asks for the code itself (features/auth/second-factor-step.tsx).
    twoFactorClient(),
    inferAdditionalFields({
      user: {
        artistName: { type: "string", required: false },
        locale: { type: "string", required: false },
      },
      // The workspace the session works in (server/auth.ts); null: the person's own.
      session: { workspaceId: { type: "string", required: false } },
    }),
  ],
});

/** The session that stands in offline for the remembered person (never a server's id). */
const OFFLINE_SESSION_ID = "offline";

/** The spec's local-storage key: set while signed in, removed on sign-out. */
export const AUTH_STORAGE_KEY = "tribe_auth";

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async () => {
    // Signed out with no signal: stays signed out, and the server session ends first.
    if (signOutPending()) {
      if (!isOffline()) await finishPendingSignOut(() => authClient.signOut());
      return null;
    }
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
  if (error)
    throw new Error(
      error.message ??
        t({ id: "app.authClient.sessionFailed", defaultMessage: "Could not load your session" }),
    );
  return data;
}
export type Session = Awaited<ReturnType<typeof fetchSession>>;

interface RememberedUser {
  userId: string;
  artistName?: string | null;
  isAnonymous?: boolean | null;
  locale?: string | null;
}

/**
 * Spec: tribe_auth holds the signed-in user while a session is known. Another account
 * signing in on this device first deletes what the service worker saved for the last one.
 *
 * The server's session also says which workspace it works in: the page works there from its
 * first request on. Without it a page opened right after joining a workspace (or switching in
 * another tab) named the workspace it last knew, and the first answer, from the other one,
 * sent it back to the Overview (lib/workspace.ts, useWorkspaceGuard).
 */
export function rememberSignedIn(session: NonNullable<Session>) {
  const previousUser = rememberedUserId();
  const previousWorkspace = currentAccountId();
  const user: RememberedUser = {
    userId: session.user.id,
    artistName: session.user.artistName ?? null,
    isAnonymous: session.user.isAnonymous ?? null,
    locale: session.user.locale ?? null,
  };
  notePersonLocale(isLocale(user.locale) ? user.locale : null);
  // The offline stand-in (below) confirms nothing and knows no workspace; the server's answer does.
  if (session.session.id === OFFLINE_SESSION_ID) {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
    return;
  }
  const workspaceId = session.session.workspaceId ?? session.user.id;
  // Someone else, or another workspace than the saved answers were filed under: they go, as
  // on a switch (startOverIn). The same person in the same workspace keeps them, and the
  // writes waiting in the outbox (a crew member's check-ins made offline).
  if (previousUser && (previousUser !== session.user.id || previousWorkspace !== workspaceId))
    void forgetSavedAnswers();
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
  rememberWorkspace(workspaceId);
  noteSessionConfirmed();
}

/**
 * Offline, sessions cannot be asked for (and are never cached, ADR 0018): the user tribe_auth
 * remembers stands in, so the saved pages of the account signed in on this device open. Without
 * one (signed out, or never signed in here) the app goes to sign-in as it does online.
 */
function offlineSession(cause: unknown): SessionAnswer {
  // The person, never the workspace the page works in (issue 35 §8: tribe_auth was
  // overwritten with the workspace's id offline).
  const id = rememberedUserId();
  if (!id)
    throw cause instanceof Error
      ? cause
      : new Error(t({ id: "app.authClient.offline", defaultMessage: "You are offline." }));
  if (!offlineTrustHolds()) {
    // Not confirmed by the server for too long (decision 8): the saved copy is not shown.
    void forgetSavedAnswers();
    throw new Error(
      t({
        id: "app.authClient.offlineTooLong",
        defaultMessage:
          "You have been offline too long to open the saved copy. Connect to continue.",
      }),
    );
  }
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
    locale: stored.locale ?? null,
  };
  const session = { id: OFFLINE_SESSION_ID, userId: id, token: "", expiresAt: new Date(8.64e15) };
  return { user, session } as unknown as SessionAnswer;
}

/** The session the dashboard's HTML asked for (lib/early-requests.ts), parsed as better-auth does. */
async function earlySession(): Promise<Session | undefined> {
  const res = await takeEarly("session");
  if (!res?.ok) return undefined;
  return (parseJSON(await res.text(), { strict: false }) ?? null) as Session;
}

// Back online after a sign-out with no signal: the server session ends now.
if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    if (signOutPending()) void finishPendingSignOut(() => authClient.signOut());
  });
}
