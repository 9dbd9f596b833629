import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { t } from "@/client/i18n/t";
import { OfflineNote } from "@/client/offline/offline-note";
import { useOfflineStatus } from "@/client/offline/offline-status";

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  busy?: boolean;
  /**
   * Deletes. When it returns a promise (a mutation's `mutateAsync`) the dialog shows
   * 'Deleting...' until it settles, then closes with `successToast`, or stays open with an
   * error toast (`onError` replaces the generic one).
   */
  onConfirm(): undefined | Promise<unknown>;
  successToast?: { title: string; description?: string };
  onError?(err: Error): void;
  /** The button says what it does: "Remove" on a Remove dialog. */
  confirmLabel?: string;
  busyLabel?: string;
}

/** The app's delete confirmation: title, consequence, Cancel and Delete. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  children,
  busy,
  onConfirm,
  successToast,
  onError,
  confirmLabel = t({ id: "common.delete", defaultMessage: "Delete" }),
  busyLabel = t({ id: "components.confirmDelete.deleting", defaultMessage: "Deleting..." }),
}: ConfirmDeleteDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    const result = onConfirm();
    if (!result) return;
    setPending(true);
    try {
      await result;
      if (successToast)
        toast.success(successToast.title, { description: successToast.description });
      onOpenChange(false);
    } catch (caught) {
      const err = caught instanceof Error ? caught : new Error(String(caught));
      if (onError) onError(err);
      else
        toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
          description: err.message,
        });
    } finally {
      setPending(false);
    }
  };
  busy = busy || pending;
  // Offline nothing can be deleted; the dialog says why (ADR 0018).
  const { offline } = useOfflineStatus();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{children}</AlertDialogDescription>
        </AlertDialogHeader>
        {offline && (
          <OfflineNote>
            {t({
              id: "components.confirmDelete.offline",
              defaultMessage: "You are offline. This needs a connection.",
            })}
          </OfflineNote>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>
            {t({ id: "common.cancel", defaultMessage: "Cancel" })}
          </AlertDialogCancel>
          <AlertDialogAction
            disabled={busy || offline}
            onClick={(e) => {
              // Stay open until the server has answered; the caller closes the dialog.
              e.preventDefault();
              void confirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
