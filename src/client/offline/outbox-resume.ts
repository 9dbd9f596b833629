import { OUTBOX_MARKER_KEY } from "./outbox-forget";

/**
 * At app start and on reconnecting (ADR 0018, Outbox): when a write was left queued (by this
 * tab or an earlier one), load the outbox and send it. Nothing is loaded while there is
 * nothing to send.
 */
export function resumeOutbox() {
  const resume = () => {
    if (localStorage.getItem(OUTBOX_MARKER_KEY) === null) return;
    void import("./outbox-sync").then(({ startOutboxSync }) => startOutboxSync());
  };
  resume();
  window.addEventListener("online", resume);
}
