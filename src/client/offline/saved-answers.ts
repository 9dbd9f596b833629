import { API_CACHE_PREFIX, isAccountId } from "@/domain/offline-cache";
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

/** Sign-out: the next person starts in their own workspace. */
export function forgetWorkspace() {
  localStorage.removeItem(WORKSPACE_STORAGE_KEY);
}

/**
 * Deletes every API answer the service worker saved on this device, every workspace's
 * (sign-out, account deletion, another account signing in, a workspace switch): the previous
 * workspace's answers are among them, and a shared phone never shows the
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
