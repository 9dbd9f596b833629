import { apiFetch, OfflineWriteError } from "./offline-fetch";
import type { OutboxEntry, OutboxWrite } from "./outbox";
import { activeWorkspaceId, flushOutbox, outbox, startOutboxSync } from "./outbox-sync";

export interface QueueableWrite {
  method: OutboxWrite["method"];
  /** A JSON object; `clientId` is added (a new UUID) unless the caller brings its own. */
  body: Record<string, unknown>;
  /** Marks the write as one that may wait for a connection, and names it for the user. */
  queueOffline: { label: string; kind?: string };
}

/** Sent: the server's answer, to read as any other (2xx, or a refusal with its message). */
export type QueueableResult =
  | { queued: false; clientId: string; response: Response }
  | { queued: true; clientId: string; entry: OutboxEntry };

/**
 * A write that may wait for the network (ADR 0018, Outbox) — a guest-list check-in. Online it
 * is sent at once through the API client and its answer returned. Offline, or when the server
 * cannot be reached, it is queued in the outbox and resolves `queued` instead of throwing; it
 * is sent, oldest first, once the network is back. While writes of this workspace are already
 * waiting, a new one queues behind them: an older check-in sent after a newer one would undo
 * it (they carry absolute counts). The body's `clientId` lets the server count a write sent
 * twice (its answer lost on the way back) once.
 */
export async function queueableWrite(url: string, write: QueueableWrite): Promise<QueueableResult> {
  const clientId =
    typeof write.body.clientId === "string" ? write.body.clientId : crypto.randomUUID();
  const body = { ...write.body, clientId };
  const workspaceId = activeWorkspaceId();
  startOutboxSync();
  const queue = async (): Promise<QueueableResult> => {
    const entry = await outbox.enqueue({
      clientId,
      workspaceId: workspaceId!,
      method: write.method,
      url,
      body,
      label: write.queueOffline.label,
      kind: write.queueOffline.kind,
    });
    void flushOutbox();
    return { queued: true, clientId, entry };
  };

  if (workspaceId && (await outbox.pending(workspaceId)).length > 0) return queue();
  try {
    const response = await apiFetch(url, {
      method: write.method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { queued: false, clientId, response };
  } catch (error) {
    // Refused offline, or the request never got an answer (fetch's TypeError): it waits.
    // Not signed in on this device (no workspace to keep it under): the error stands.
    const unreached = error instanceof OfflineWriteError || error instanceof TypeError;
    if (!unreached || !workspaceId) throw error;
    return queue();
  }
}
