import { t } from "@/client/i18n/t";
/**
 * The few IndexedDB calls the outbox needs, as promises (ADR 0018, Outbox). Hand-written
 * rather than the idb package: four functions are all it takes, and every byte here is
 * fetched by the app.
 */

import { OUTBOX_DB_NAME } from "./outbox-forget";

const OUTBOX_STORE = "writes";

/** A request's result, once it has one. */
export const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * Opens the database, creating its store on first use: one row per write, keyed by its
 * client id (so the same write is never queued twice), indexed by workspace.
 */
export function openOutboxDb(factory: IDBFactory, name = OUTBOX_DB_NAME): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(OUTBOX_STORE, { keyPath: "clientId" });
      store.createIndex("workspaceId", "workspaceId");
    };
    request.onsuccess = () => {
      const db = request.result;
      // Sign-out deletes the database from another module (or tab): let it, at once.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () =>
      reject(
        new Error(
          t({ id: "offline.outbox.blocked", defaultMessage: "The outbox database is blocked" }),
        ),
      );
  });
}

/**
 * Runs `work` in one transaction on the store and resolves with its result once the
 * transaction has committed (not merely once the last request succeeded).
 */
export function inStore<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(OUTBOX_STORE, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () =>
      reject(
        tx.error ??
          new Error(
            t({ id: "offline.outbox.aborted", defaultMessage: "Outbox transaction aborted" }),
          ),
      );
  });
  return work(tx.objectStore(OUTBOX_STORE)).then(
    async (result) => {
      await committed;
      return result;
    },
    (error: unknown) => {
      try {
        tx.abort();
      } catch {
        // Already finished: the error below is the one to report.
      }
      committed.catch(() => {});
      throw error;
    },
  );
}
