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

/**
 * A confirmation that asks for one more thing first (a member to hand over to, the name
 * typed): ConfirmDeleteDialog's shape, with the field outside the description paragraph.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  ready,
  onConfirm,
  confirmLabel,
  busyLabel,
  successToast,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children: ReactNode;
  /** The confirm button works once the field holds what it needs. */
  ready: boolean;
  onConfirm(): Promise<unknown>;
  confirmLabel: string;
  busyLabel: string;
  successToast: { title: string; description?: string };
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      toast.success(successToast.title, { description: successToast.description });
      onOpenChange(false);
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: err instanceof Error ? err.message : String(err),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>
            {t({ id: "team.actionDialog.cancel", defaultMessage: "Cancel" })}
          </AlertDialogCancel>
          <AlertDialogAction
            disabled={busy || !ready}
            onClick={(e) => {
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
