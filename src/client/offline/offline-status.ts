import { useSyncExternalStore } from "react";
import { t } from "@/client/i18n/t";

/**
 * Whether the browser is offline, and when the oldest answer shown since then was saved (the
 * service worker stamps the answers it serves from its cache, ADR 0018). One small store,
 * read by the banner, the forms and the API client.
 */
interface OfflineState {
  offline: boolean;
  /** The oldest saved answer used while offline; undefined until one is. */
  savedAt?: Date;
  /** What the outbox holds: "2 check-ins waiting to send", "Sent 2 check-ins" (outbox-sync.ts). */
  outboxNote?: string;
}

/** What the server renders with. */
const serverState: OfflineState = { offline: false };

// Online, the first state is the server's own object: a page hydrated from the server's HTML
// then reads the same snapshot, and React has no reason for a synchronous re-render after
// hydrating it (one that would pull every effect of the page into the commit's long task).
let state: OfflineState =
  typeof navigator !== "undefined" && navigator.onLine === false ? { offline: true } : serverState;
const listeners = new Set<() => void>();

function set(next: OfflineState) {
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  // Back online, the next answers are the network's again: forget the saved time.
  window.addEventListener("online", () => set({ ...state, offline: false, savedAt: undefined }));
  window.addEventListener("offline", () => set({ ...state, offline: true }));
}

export const isOffline = () => state.offline;

/** Called by the API client for an answer the service worker served from its cache. */
export function noteSavedAnswer(savedAt: Date) {
  if (Number.isNaN(savedAt.getTime())) return;
  if (state.savedAt && state.savedAt <= savedAt) return;
  set({ ...state, savedAt });
}

/** Set by the outbox, once loaded: what the banner says of the writes waiting to be sent. */
export const noteOutbox = (outboxNote: string | undefined) => set({ ...state, outboxNote });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useOfflineStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );

/** "14:32": the clock time a saved answer is shown with, in the viewer's time zone. */
export const formatSavedTime = (date: Date) =>
  `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;

/** What a write offline says, wherever it was asked for (in the person's language). */
export const offlineWriteMessage = () =>
  t({
    id: "offline.write.refused",
    defaultMessage: "You are offline, so this change was not saved. Reconnect and try again.",
  });
