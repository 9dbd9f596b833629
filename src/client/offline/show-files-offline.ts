import {
  ACCOUNT_HEADER,
  MAX_SAVED_SHOW_FILES,
  PURPOSE_HEADER,
  showFilesCacheName,
} from "@/domain/offline-cache";
import { isOffline } from "./offline-status";
import { cacheEpoch, currentAccountId } from "./saved-answers";

/**
 * Saves a day sheet's files (the stage plot, the riders) and a set's stage copy (issue 50) on
 * the device, so crew open them
 * with no signal (issue 38). A runtime cache, filled when the day sheet is saved for offline
 * (opened, or read ahead for the road days), never the precache (its budget is the app's).
 * A file never changes under its id, so one already saved is not read again; only an answer
 * the server says is this workspace's is kept. Offline, the service worker serves them.
 */
export async function saveShowFiles(urls: readonly string[]): Promise<void> {
  const account = currentAccountId();
  if (urls.length === 0 || typeof caches === "undefined" || isOffline() || !account) return;
  // A sign-out (or a switch) while a file is on its way: it is not kept (issue 46).
  const epoch = cacheEpoch();
  const current = () => cacheEpoch() === epoch;
  try {
    const cache = await caches.open(showFilesCacheName(account));
    for (const url of urls) {
      if (await cache.match(url)) continue;
      const res: Response = await fetch(url, {
        credentials: "same-origin",
        headers: { [ACCOUNT_HEADER]: account, [PURPOSE_HEADER]: "day-sheet-files" },
      });
      if (!current()) return;
      if (!res.ok || res.headers.get(ACCOUNT_HEADER) !== account) continue;
      // A stage copy saved before under another version is replaced, not kept beside it:
      // offline it is served by its path alone (a file's id never changes: nothing to drop).
      await cache.delete(url, { ignoreSearch: true });
      await cache.put(url, res);
      // Forgotten while it was being written: the whole cache goes (it was deleted already).
      if (!current()) {
        await caches.delete(showFilesCacheName(account));
        return;
      }
    }
    // Bounded: the oldest saved go first (keys come back in the order they were put).
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_SAVED_SHOW_FILES)))
      await cache.delete(old);
  } catch {
    // Offline midway, storage full: what was saved stays, the rest is read when online.
  }
}
