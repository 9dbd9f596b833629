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
import type { Campaign } from "@/domain/marketing";
import { useDeleteCampaign } from "../api/use-campaign-mutations";
import { toastFailure, toastSuccess } from "./campaign-toasts";

interface DeleteCampaignDialogProps {
  /** The campaign to delete; null keeps the dialog closed. */
  campaign: Campaign | null;
  onClose(): void;
}

/** Spec §2: the confirmation, word for word. */
export function DeleteCampaignDialog({ campaign, onClose }: DeleteCampaignDialogProps) {
  const remove = useDeleteCampaign();
  return (
    <AlertDialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Campaign</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{campaign?.title}"? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(e) => {
              // Stay open until the server answers, so a failure can be retried from here.
              e.preventDefault();
              if (!campaign) return;
              remove.mutate(campaign.id, {
                onSuccess: () => {
                  toastSuccess("delete");
                  onClose();
                },
                onError: (err) => toastFailure("delete", err),
              });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
