import { RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { applyUpdate, subscribeToUpdate, updateReady } from "@/client/offline/service-worker";

/**
 * A new version of the app is installed and waiting (ADR 0018): say so and offer Reload. It
 * stays until chosen (a toast would time out, or be missed while the page was hydrating);
 * nothing changes under the user until then.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(subscribeToUpdate, updateReady, () => false);
  if (!ready) return null;
  return (
    <div
      role="status"
      aria-label={t({ id: "offline.update.label", defaultMessage: "New version" })}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border bg-background p-4 text-sm shadow-lg"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="flex-1">
        {t({ id: "offline.update.ready", defaultMessage: "A new version of Tribe is ready." })}
      </span>
      <Button size="sm" onClick={applyUpdate}>
        {t({ id: "offline.update.reload", defaultMessage: "Reload" })}
      </Button>
    </div>
  );
}
