import { API_CACHE_PREFIX, isAccountId } from "@/domain/offline-cache";
import { SW_MESSAGES } from "../sw/sw-messages";
import { forgetQueuedWrites } from "./outbox-forget";

/** The spec's local-storage key (auth-client.ts): the signed-in user while a session is known. */
const AUTH_STORAGE_KEY = "tribe_auth";

/**
 * The account the page is signed in to, as tribe_auth remembers it. Today the user's id;
 * with workspaces (issue 24) the active workspace's, and the service worker's caches follow.
 */
export function currentAccountId(): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? "null") as {
      userId?: unknown;
    } | null;
    const id = stored?.userId;
    return typeof id === "string" && isAccountId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Deletes every API answer the service worker saved on this device, every account's
 * (sign-out, account deletion, another account signing in): a shared phone never shows the
 * previous person's tour. The page deletes them itself, and tells the worker too, should a
 * response be on its way into a cache. Every write waiting in the outbox goes too: none is
 * sent on behalf of someone who has left.
 */
export async function forgetSavedAnswers(): Promise<void> {
  await forgetQueuedWrites();
  if (typeof caches === "undefined") return;
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forgetAccounts });
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
