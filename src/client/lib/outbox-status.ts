import { useSyncExternalStore } from "react";
import type { OutboxEntry } from "./outbox";

/**
 * What the outbox holds, for the offline banner and the pages (ADR 0018, Outbox). Small on
 * purpose: the dashboard reads it on every page, while the outbox itself (IndexedDB, sending)
 * loads only once there is something to send (`resumeOutbox`) or a page queues a write.
 */
export interface OutboxStatus {
  /** The active workspace's writes waiting to be sent, oldest first. */
  waiting: OutboxEntry[];
  /** The writes the last flush sent, until the next change. */
  sent: OutboxEntry[];
}

/** The outbox database's name: sign-out deletes it whole, without loading the outbox. */
export const OUTBOX_DB_NAME = "tribe-outbox";

/** Set while the outbox holds anything: the next start of the app loads it and sends. */
export const OUTBOX_MARKER_KEY = "tribe_outbox";

const EMPTY: OutboxStatus = { waiting: [], sent: [] };
let status = EMPTY;
const listeners = new Set<() => void>();

export function setOutboxStatus(next: Partial<OutboxStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useOutboxStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => EMPTY,
  );

/** "1 check-in", "2 check-ins"; "2 changes" when the kinds differ or none was given. */
function countWrites(entries: readonly OutboxEntry[]): string {
  const kinds = new Set(entries.map((entry) => entry.kind ?? "change"));
  const kind = kinds.size === 1 ? [...kinds][0]! : "change";
  return `${entries.length} ${kind}${entries.length === 1 ? "" : "s"}`;
}

/** The indicator's words: what waits, else what was just sent, else nothing. */
export function describeOutbox({ waiting, sent }: OutboxStatus): string | undefined {
  if (waiting.length > 0) return `${countWrites(waiting)} waiting to send`;
  if (sent.length > 0) return `Sent ${countWrites(sent)}`;
  return undefined;
}

/**
 * At app start and on reconnecting: when a write was left queued (by this tab or an earlier
 * one), load the outbox and send it. Nothing is loaded while there is nothing to send.
 */
export function resumeOutbox() {
  const resume = () => {
    if (localStorage.getItem(OUTBOX_MARKER_KEY) === null) return;
    void import("./outbox-sync").then(({ startOutboxSync }) => startOutboxSync());
  };
  resume();
  window.addEventListener("online", resume);
}

/**
 * Deletes every queued write on this device (sign-out, account deletion, another account
 * signing in): the whole database, so no write outlives the person who made it.
 */
export async function forgetQueuedWrites(): Promise<void> {
  localStorage.removeItem(OUTBOX_MARKER_KEY);
  setOutboxStatus(EMPTY);
  if (typeof indexedDB === "undefined") return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB_NAME);
    // Blocked only by a connection that does not close on request; resolve rather than
    // hang the sign-out (the deletion still happens once it closes).
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
