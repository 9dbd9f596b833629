import { WifiOff } from "lucide-react";
import { t } from "@/client/i18n/t";

/** Beside a disabled save or delete while offline: why it is disabled (ADR 0018). */
export function OfflineNote({
  children = t({
    id: "offline.note.default",
    defaultMessage: "You are offline. Saving needs a connection; nothing you typed is lost.",
  }),
}: {
  children?: string;
}) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
