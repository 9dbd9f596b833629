import { t } from "@/client/i18n/t";
import { done, inStore, openOutboxDb } from "./outbox-db";
import { OUTBOX_DB_NAME } from "./outbox-forget";

/**
 * The outbox (ADR 0018, Outbox): writes made without a connection that may wait for one —
 * guest-list check-ins — kept in IndexedDB and sent, oldest first, when the network is back.
 * Each carries a client id the server deduplicates on, so a write sent twice (the answer was
 * lost, two tabs flushed) counts once.
 */
export interface OutboxWrite {
  /** A UUID, also in the body: the server's idempotency key. */
  clientId: string;
  /** The workspace the write belongs to: sent only while it is the active one. */
  workspaceId: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** The JSON body, clientId included. */
  body: unknown;
  /** What the user did, in their words: "Check in Sam Lee (1 of 2)". */
  label: string;
  /** The kind of change, singular, for counts: "check-in" → "2 check-ins waiting to send". */
  kind?: string;
}

export interface OutboxEntry extends OutboxWrite {
  createdAt: string;
  /** Sends that failed for want of a connection or a working server. */
  attempts: number;
  /** Position in the queue: replays keep the order the user acted in. */
  order: number;
  /** Not tried again before this time (ms), after a failure; an `online` event overrides. */
  retryAt?: number;
}

/** What a send got back: an answer (any status), or a throw when the server was not reached. */
export type Send = (entry: OutboxEntry) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface FlushResult {
  sent: OutboxEntry[];
  conflicts: { entry: OutboxEntry; message: string }[];
  /** Entries still waiting in this workspace. */
  waiting: number;
  /** When the first waiting entry may be tried again, if a failure set one. */
  retryAt?: number;
}

export type OutboxEvent =
  | { type: "changed"; entries: OutboxEntry[] }
  | { type: "sent"; entries: OutboxEntry[] }
  | { type: "conflict"; entry: OutboxEntry; message: string };

/** What a refusal says when the server gave no words of its own (in the person's language). */
export const conflictFallback = () =>
  t({ id: "offline.outbox.refused", defaultMessage: "The server refused this change." });

/** Waits 5 s, 10 s, 20 s … up to 5 minutes between tries of the same entry. */
const retryDelay = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 300_000);

/**
 * Answers worth trying again: the server failed or is busy (5xx, 408, 429), or the session
 * lapsed (401: after signing in again it goes through; signing out deletes it). Any other
 * refusal (409 conflict, 400 validation, 404 the guest was removed, 403) will not change by
 * retrying: the entry is dropped and the user told why.
 */
const isRetryable = (status: number) =>
  status >= 500 || status === 408 || status === 429 || status === 401;

async function refusalMessage(res: { json(): Promise<unknown> }): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const said = body?.error?.message;
  return typeof said === "string" && said.length > 0 ? said : conflictFallback();
}

const byOrder = (a: OutboxEntry, b: OutboxEntry) => a.order - b.order;

export interface OutboxOptions {
  indexedDB?: IDBFactory;
  name?: string;
  now?: () => number;
}

export function createOutbox(options: OutboxOptions = {}) {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const name = options.name ?? OUTBOX_DB_NAME;
  const now = options.now ?? Date.now;
  const listeners = new Set<(event: OutboxEvent) => void>();
  const flushing = new Map<string, Promise<FlushResult>>();
  const followUps = new Map<string, Promise<FlushResult>>();
  let opened: Promise<IDBDatabase> | undefined;

  // Reopened after the database was deleted (sign-out) or closed under us.
  const db = () => {
    opened ??= openOutboxDb(factory, name).then((handle) => {
      handle.addEventListener("close", () => (opened = undefined));
      const close = handle.onversionchange;
      // Deleted by sign-out (outbox-forget.ts): let go, and say nothing waits any more.
      handle.onversionchange = (event) => {
        opened = undefined;
        close?.call(handle, event);
        emit({ type: "changed", entries: [] });
      };
      return handle;
    });
    return opened;
  };

  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) listener(event);
  };
  /** Every waiting write on this device, every workspace's, oldest first. */
  const all = async () =>
    (
      (await inStore(await db(), "readonly", (store) => done(store.getAll()))) as OutboxEntry[]
    ).sort(byOrder);
  const emitChanged = async () => emit({ type: "changed", entries: await all() });

  /** Queues a write; one already queued under the same client id stays as it was. */
  async function enqueue(write: OutboxWrite): Promise<OutboxEntry> {
    const entry = await inStore(await db(), "readwrite", async (store) => {
      const existing = (await done(store.get(write.clientId))) as OutboxEntry | undefined;
      if (existing) return existing;
      const keys = (await done(store.getAll())) as OutboxEntry[];
      const order = keys.reduce((last, e) => Math.max(last, e.order), 0) + 1;
      const fresh: OutboxEntry = {
        ...write,
        createdAt: new Date(now()).toISOString(),
        attempts: 0,
        order,
      };
      await done(store.add(fresh));
      return fresh;
    });
    await emitChanged();
    return entry;
  }

  /** The workspace's waiting writes, oldest first. */
  async function pending(workspaceId: string): Promise<OutboxEntry[]> {
    const entries = await inStore(await db(), "readonly", (store) =>
      done(store.index("workspaceId").getAll(workspaceId)),
    );
    return (entries as OutboxEntry[]).sort(byOrder);
  }

  const remove = async (clientId: string) =>
    inStore(await db(), "readwrite", (store) => done(store.delete(clientId)));
  const current = async (clientId: string) =>
    (await inStore(await db(), "readonly", (store) => done(store.get(clientId)))) as
      | OutboxEntry
      | undefined;
  // Only if it is still queued: a sign-out or switch during the send has deleted it for good.
  const update = async (entry: OutboxEntry) =>
    inStore(await db(), "readwrite", async (store) => {
      if (await done(store.getKey(entry.clientId))) await done(store.put(entry));
    });

  async function flushNow(workspaceId: string, send: Send, force: boolean): Promise<FlushResult> {
    const result: FlushResult = { sent: [], conflicts: [], waiting: 0 };
    const queue = await pending(workspaceId);
    for (const entry of queue) {
      // Oldest first, and none overtakes one still waiting: check-ins carry absolute counts,
      // so an older one sent last would undo a newer one.
      if (!force && entry.retryAt !== undefined && entry.retryAt > now()) {
        result.retryAt = entry.retryAt;
        break;
      }
      // Deleted meanwhile (sign-out, a switch, another tab sent it): never sent from memory.
      if (!(await current(entry.clientId))) continue;
      let res: Awaited<ReturnType<Send>> | undefined;
      try {
        res = await send(entry);
      } catch {
        res = undefined;
      }
      if (!res || isRetryable(res.status)) {
        const attempts = entry.attempts + 1;
        const retryAt = now() + retryDelay(attempts);
        await update({ ...entry, attempts, retryAt });
        result.retryAt = retryAt;
        break;
      }
      await remove(entry.clientId);
      if (res.status >= 200 && res.status < 300) result.sent.push(entry);
      else {
        const conflict = { entry, message: await refusalMessage(res) };
        result.conflicts.push(conflict);
        emit({ type: "conflict", ...conflict });
      }
    }
    result.waiting = (await pending(workspaceId)).length;
    if (result.sent.length > 0) emit({ type: "sent", entries: result.sent });
    await emitChanged();
    return result;
  }

  /**
   * Sends the workspace's waiting writes in order. A 2xx removes an entry; a refusal removes
   * it and is reported as a conflict with the server's message; no connection or a server
   * failure keeps it (and those behind it) for a later try, `retryAt` after backing off.
   * `force` (the network just came back) tries at once. One flush per workspace at a time;
   * asked for during one, another follows it (a write queued meanwhile is not left behind).
   */
  function flush(workspaceId: string, send: Send, { force = false } = {}): Promise<FlushResult> {
    const running = flushing.get(workspaceId);
    if (running) {
      let next = followUps.get(workspaceId);
      if (!next) {
        next = running
          .catch(() => undefined)
          .then(() => {
            followUps.delete(workspaceId);
            return flush(workspaceId, send, { force });
          });
        followUps.set(workspaceId, next);
      }
      return next;
    }
    const run = flushNow(workspaceId, send, force).finally(() => flushing.delete(workspaceId));
    flushing.set(workspaceId, run);
    return run;
  }

  /** Deletes a workspace's queued writes (a workspace switch). */
  async function forgetWorkspace(workspaceId: string): Promise<void> {
    await inStore(await db(), "readwrite", async (store) => {
      const keys = await done(store.index("workspaceId").getAllKeys(workspaceId));
      await Promise.all(keys.map((key) => done(store.delete(key))));
    });
    await emitChanged();
  }

  /** Deletes every queued write on this device (sign-out). */
  async function forgetAll(): Promise<void> {
    await inStore(await db(), "readwrite", (store) => done(store.clear()));
    await emitChanged();
  }

  function subscribe(listener: (event: OutboxEvent) => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  /** Lets go of the database (tests, before reopening it as a reload would). */
  async function close() {
    const handle = await opened;
    opened = undefined;
    handle?.close();
  }

  return { enqueue, pending, all, flush, forgetWorkspace, forgetAll, subscribe, close };
}
