import { LOCALE_COOKIE } from "@/domain/i18n/locale-cookie";
import { isAccountId } from "@/domain/offline-cache";
import { forgetQueuedWrites } from "./outbox-forget";
import { SW_MESSAGES } from "./sw/sw-messages";

/** The spec's local-storage key (auth-client.ts): the signed-in user while a session is known. */
const AUTH_STORAGE_KEY = "tribe_auth";

/** The workspace the page works in, for the person tribe_auth remembers (issue 24). */
const WORKSPACE_STORAGE_KEY = "tribe_workspace";

function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

/** The signed-in person, as tribe_auth remembers them. */
export function rememberedUserId(): string | undefined {
  const id = readJson<{ userId?: unknown }>(AUTH_STORAGE_KEY)?.userId;
  return typeof id === "string" && isAccountId(id) ? id : undefined;
}

/**
 * The account the page's data belongs to: the workspace it works in (what X-Tribe-Account
 * names, ADR 0018), as last confirmed by the server for this person; before any answer, the
 * person's own workspace, which has their id. The service worker's caches are named after it.
 */
export function currentAccountId(): string | undefined {
  const userId = rememberedUserId();
  if (!userId) return undefined;
  const stored = readJson<{ userId?: unknown; workspaceId?: unknown }>(WORKSPACE_STORAGE_KEY);
  const workspaceId = stored?.userId === userId ? stored.workspaceId : undefined;
  return typeof workspaceId === "string" && isAccountId(workspaceId) ? workspaceId : userId;
}

/** The workspace the server says this page now works in (an answer's header, a switch). */
export function rememberWorkspace(workspaceId: string) {
  const userId = rememberedUserId();
  if (!userId || !isAccountId(workspaceId)) return;
  localStorage.setItem(WORKSPACE_STORAGE_KEY, JSON.stringify({ userId, workspaceId }));
}

/**
 * The generation of what this device may save (issue 46): a new one on every sign-out, switch
 * or forgetting. A save started under one generation (a file read ahead for a day sheet) checks
 * it before and after it writes to a cache, so one that completes after a sign-out is dropped.
 * Kept in local storage, so every tab of the app sees a sign-out made in another.
 */
const CACHE_EPOCH_KEY = "tribe_cache_epoch";
export const cacheEpoch = () => localStorage.getItem(CACHE_EPOCH_KEY) ?? "";
export function nextCacheEpoch() {
  localStorage.setItem(CACHE_EPOCH_KEY, crypto.randomUUID());
}

/** The Workbox precache: the app's code and empty shell, nobody's data; it stays. */
const isPrecache = (name: string) => name.startsWith("workbox-precache");

/**
 * Sign-out: every key the app keeps in local and session storage goes (who was signed in,
 * the workspace, the role, the clock, the outbox's marker…), at once and before anything is
 * awaited, so no request sent from here on names the account the caches are filed under.
 * The save generation stays: it is how late saves are told apart. So does the language: the
 * device's, like its cookie, which the server sends the signed-out pages by (issue 55).
 */
const KEPT_AT_SIGN_OUT = new Set([CACHE_EPOCH_KEY, LOCALE_COOKIE]);

export function forgetAppStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "");
    for (const key of keys)
      if (key.startsWith("tribe") && !KEPT_AT_SIGN_OUT.has(key)) storage.removeItem(key);
  }
}

/**
 * Deletes everything the app saved on this device, every workspace's (sign-out, account
 * deletion, another account signing in, a workspace switch): every cache but the precache
 * (the API answers, the day sheets' files, the kept chart code), and every write waiting in
 * the outbox (none is sent on behalf of someone who has left). A new save generation first:
 * the page's saves still on their way, and the worker's (told too), are dropped when they land.
 */
export async function forgetSavedAnswers(): Promise<void> {
  nextCacheEpoch();
  if (typeof caches !== "undefined")
    navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forgetAccounts });
  await forgetQueuedWrites();
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isPrecache(name)).map((name) => caches.delete(name)));
}
