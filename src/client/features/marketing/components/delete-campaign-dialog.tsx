import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { useDeleteCampaign } from "../api/use-campaign-mutations";
import { campaignSuccessText, toastFailure } from "./campaign-toasts";

interface DeleteCampaignDialogProps {
  /** The campaign to delete; null keeps the dialog closed. */
  campaign: Campaign | null;
  onClose(): void;
}

/** docs/product.md §8.3: the confirmation, word for word. */
export function DeleteCampaignDialog({ campaign, onClose }: DeleteCampaignDialogProps) {
  const remove = useDeleteCampaign();
  return (
    <ConfirmDeleteDialog
      open={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Campaign"
      onConfirm={() => (campaign ? remove.mutateAsync(campaign.id) : undefined)}
      successToast={{ title: "Success", description: campaignSuccessText.delete }}
      onError={(err) => toastFailure("delete", err)}
    >
      Are you sure you want to delete "{campaign?.title}"? This action cannot be undone.
    </ConfirmDeleteDialog>
  );
}
