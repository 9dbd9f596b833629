import { toast } from "sonner";
import { t } from "@/client/i18n/t";
import { queryClient } from "@/client/lib/query-client";
import { apiFetch } from "./offline-fetch";
import { isOffline, noteOutbox } from "./offline-status";
import { createOutbox, type OutboxEntry, type Send } from "./outbox";
import { OUTBOX_MARKER_KEY } from "./outbox-forget";
import { describeOutbox } from "./outbox-note";
import { currentAccountId } from "./saved-answers";

/**
 * The app's one outbox and what keeps it moving (ADR 0018, Outbox): it is sent when the
 * network comes back, when the app starts or comes back to the foreground, and after a
 * back-off when the server failed. Loaded lazily — by a page that queues a write, or at start
 * when something was left queued (`resumeOutbox`).
 */
export const outbox = createOutbox();

/**
 * The workspace whose writes are sent now: the account the API client names (tribe_auth).
 * With the workspace switcher (issue 24) it is the active workspace; a switch deletes the
 * previous one's writes (`forgetWorkspaceData`), so none is ever sent into another.
 */
export const activeWorkspaceId = () => currentAccountId();

/** A queued write, sent as it was first made, through the same client as every API call. */
const send: Send = (entry) =>
  apiFetch(entry.url, {
    method: entry.method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(entry.body),
  });

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let clearSent: ReturnType<typeof setTimeout> | undefined;

/** Sends what waits in the active workspace, unless offline (it would only fail). */
export async function flushOutbox({ force = false } = {}): Promise<void> {
  const workspaceId = activeWorkspaceId();
  if (!workspaceId || isOffline()) return;
  clearTimeout(retryTimer);
  const result = await outbox.flush(workspaceId, send, { force }).catch(() => undefined);
  if (result?.retryAt !== undefined) {
    retryTimer = setTimeout(() => void flushOutbox(), Math.max(0, result.retryAt - Date.now()));
  }
}

let waiting: OutboxEntry[] = [];
let sent: OutboxEntry[] = [];
const showNote = () => noteOutbox(describeOutbox(waiting, sent));

function showWaiting(entries: OutboxEntry[]) {
  const workspaceId = activeWorkspaceId();
  waiting = entries.filter((entry) => entry.workspaceId === workspaceId);
  showNote();
  // The next start of the app looks for this before loading the outbox at all.
  if (entries.length > 0) localStorage.setItem(OUTBOX_MARKER_KEY, "1");
  else localStorage.removeItem(OUTBOX_MARKER_KEY);
}

let started = false;

/** Starts sending (once per page): on reconnecting, on returning to the app, and now. */
export function startOutboxSync() {
  if (started) return;
  started = true;
  outbox.subscribe((event) => {
    if (event.type === "changed") showWaiting(event.entries);
    if (event.type === "sent") {
      sent = event.entries;
      showNote();
      clearTimeout(clearSent);
      clearSent = setTimeout(() => {
        sent = [];
        showNote();
      }, 8_000);
      // The pages showing what was just sent read it again, as the server now has it.
      void queryClient.invalidateQueries();
    }
    if (event.type === "conflict") {
      toast.error(
        t(
          { id: "offline.outbox.notSaved", defaultMessage: "Not saved: {label}" },
          { label: event.entry.label },
        ),
        { description: event.message },
      );
    }
  });
  window.addEventListener("online", () => void flushOutbox({ force: true }));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void flushOutbox();
  });
  void outbox
    .all()
    .then(showWaiting)
    .then(() => flushOutbox({ force: true }))
    .catch(() => {});
}
