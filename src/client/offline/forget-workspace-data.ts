import { apiCacheName, isAccountId, showFilesCacheName } from "@/domain/offline-cache";
import { nextCacheEpoch } from "./saved-answers";
import { SW_MESSAGES } from "./sw/sw-messages";

/**
 * Everything this device keeps of one workspace, deleted (ADR 0018): the API answers the
 * service worker saved for it, its saved show files, and the writes waiting in its outbox. The workspace switcher
 * calls it with the workspace being left, before switching, so the next workspace's pages
 * never show the last one's data and no queued write is sent into the wrong workspace.
 * (Sign-out deletes every workspace's: `forgetSavedAnswers`.)
 */
export async function forgetWorkspaceData(workspaceId: string): Promise<void> {
  // A file of the workspace left, still on its way, is not saved when it lands (issue 46).
  nextCacheEpoch();
  const answers = async () => {
    if (typeof caches === "undefined" || !isAccountId(workspaceId)) return;
    navigator.serviceWorker?.controller?.postMessage({
      type: SW_MESSAGES.forgetAccount,
      accountId: workspaceId,
    });
    await caches.delete(apiCacheName(workspaceId));
    // The show files saved with its day sheets (issue 38).
    await caches.delete(showFilesCacheName(workspaceId));
  };
  // Loaded here, not up front: the outbox is fetched only by pages that need it.
  const writes = async () => {
    if (typeof indexedDB === "undefined") return;
    const { outbox } = await import("./outbox-sync");
    await outbox.forgetWorkspace(workspaceId);
  };
  await Promise.all([answers(), writes()]);
}
