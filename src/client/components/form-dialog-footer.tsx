import { Button } from "@/client/components/ui/button";
import { DialogFooter } from "@/client/components/ui/dialog";
import { t } from "@/client/i18n/t";
import { OfflineNote } from "@/client/offline/offline-note";
import { useOfflineStatus } from "@/client/offline/offline-status";

/** Cancel and the submit button of a form in a dialog; the submit reads 'Saving...' while busy. */
export function FormDialogFooter({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel(): void;
  busy: boolean;
  submitLabel: string;
}) {
  // Offline the submit waits for a connection, and says why (ADR 0018); what is typed stays.
  const { offline } = useOfflineStatus();
  return (
    <>
      {offline && <OfflineNote />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t({ id: "common.cancel", defaultMessage: "Cancel" })}
        </Button>
        <Button type="submit" disabled={busy || offline}>
          {busy
            ? t({ id: "components.formDialog.saving", defaultMessage: "Saving..." })
            : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
