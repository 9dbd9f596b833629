/**
 * The outbox's names, and its deletion on sign-out (ADR 0018, Outbox), kept apart from the
 * outbox itself: the API client's chunk carries this much and no more.
 */

/** The outbox database: sign-out deletes it whole, without loading the outbox. */
export const OUTBOX_DB_NAME = "tribe-outbox";

/** Set while the outbox holds anything: the next start of the app loads it and sends. */
export const OUTBOX_MARKER_KEY = "tribe_outbox";

/**
 * Deletes every queued write on this device (sign-out, account deletion, another account
 * signing in): the whole database, so no write outlives the person who made it. An open
 * outbox lets go of it at once and reports itself empty (outbox.ts).
 */
export async function forgetQueuedWrites(): Promise<void> {
  localStorage.removeItem(OUTBOX_MARKER_KEY);
  if (typeof indexedDB === "undefined") return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB_NAME);
    // Blocked only by a connection that does not close on request; resolve rather than
    // hang the sign-out (the deletion still happens once it closes).
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
