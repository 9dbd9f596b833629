import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { t } from "@/client/i18n/t";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { useDeleteCampaign } from "../api/use-campaign-mutations";
import { campaignSuccessText, successTitle, toastFailure } from "./campaign-toasts";

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
      title={t({ id: "marketing.delete.title", defaultMessage: "Delete Campaign" })}
      onConfirm={() => (campaign ? remove.mutateAsync(campaign.id) : undefined)}
      successToast={{ title: successTitle(), description: campaignSuccessText("delete") }}
      onError={(err) => toastFailure("delete", err)}
    >
      {t(
        {
          id: "marketing.delete.body",
          defaultMessage:
            'Are you sure you want to delete "{title}"? This action cannot be undone.',
        },
        { title: campaign?.title ?? "" },
      )}
    </ConfirmDeleteDialog>
  );
}
