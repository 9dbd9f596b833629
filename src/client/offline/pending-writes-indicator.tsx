import { useOfflineStatus } from "@/client/offline/offline-status";

/**
 * What the outbox holds (ADR 0018, Outbox): "2 check-ins waiting to send" while writes wait
 * for the network, "Sent 2 check-ins" once they went. Nothing when there is nothing to say.
 * Words only: the offline banner places it.
 */
export function PendingWritesIndicator({ className }: { className?: string }) {
  const { outboxNote } = useOfflineStatus();
  return outboxNote ? <span className={className}>{outboxNote}</span> : null;
}
