import { WifiOff } from "lucide-react";
import { t } from "@/client/i18n/t";
import { formatSavedTime, useOfflineStatus } from "@/client/offline/offline-status";
import { PendingWritesIndicator } from "@/client/offline/pending-writes-indicator";

/**
 * Offline (ADR 0018): the pages show what this device saved, from when, and say that changes
 * wait for a connection; check-ins made meanwhile are counted as waiting to send. Online, a
 * slim line says what the outbox still sends or just sent. Announced politely, as the
 * browser's own state changes.
 */
export function OfflineBanner() {
  const { offline, savedAt, outboxNote } = useOfflineStatus();
  if (!offline) {
    if (!outboxNote) return null;
    return (
      <aside
        aria-label={t({ id: "offline.banner.waiting", defaultMessage: "Changes waiting to send" })}
        role="status"
        className="border-b bg-muted px-4 py-1.5 text-center text-sm"
      >
        {outboxNote}
      </aside>
    );
  }
  return (
    <aside
      aria-label={t({ id: "offline.banner.label", defaultMessage: "Offline" })}
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-4" />
      <span className="font-medium">
        {savedAt
          ? t(
              {
                id: "offline.banner.savedAt",
                defaultMessage: "Offline — showing what was saved at {time}",
              },
              { time: formatSavedTime(savedAt) },
            )
          : t({
              id: "offline.banner.saved",
              defaultMessage: "Offline — showing what was saved on this device",
            })}
      </span>
      <span>
        {t({
          id: "offline.banner.cannotSave",
          defaultMessage: "Changes can't be saved until you reconnect.",
        })}
      </span>
      <PendingWritesIndicator className="font-medium" />
    </aside>
  );
}
