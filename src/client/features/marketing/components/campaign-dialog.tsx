import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { t } from "@/client/i18n/t";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import {
  type CampaignFormValues,
  type CampaignInput,
  campaignInputSchema,
  lacksRequiredFields,
} from "@/domain/marketing/campaigns";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { useCreateCampaign, useUpdateCampaign } from "../api/use-campaign-mutations";
import { CampaignFields } from "./campaign-form";
import { campaignToForm, emptyCampaignForm } from "./campaign-form-values";
import { campaignSuccessText, successTitle, toastFailure } from "./campaign-toasts";

interface CampaignFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The values to start from: the campaign being edited, or an empty form. */
  values: CampaignFormValues;
  editing: boolean;
  tourOptions?: readonly { id: string; title: string }[];
  onSubmit(input: CampaignInput): Promise<unknown>;
}

/**
 * The create/edit dialog with the spec's texts: 'Validation Error' when title or platform is
 * missing, docs/product.md §8.3's success and failure toasts. At most 90% of the screen high; scrolls inside.
 */
export function CampaignFormDialog({
  open,
  onOpenChange,
  values,
  editing,
  tourOptions,
  onSubmit,
}: CampaignFormDialogProps) {
  const form = useDialogForm(campaignInputSchema, open, values);
  const action = editing ? "update" : "create";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      fieldsClassName="sm:grid-cols-2"
      title={
        editing
          ? t({ id: "marketing.dialog.editTitle", defaultMessage: "Edit Campaign" })
          : t({ id: "marketing.dialog.create", defaultMessage: "Create Campaign" })
      }
      description={
        editing
          ? t({
              id: "marketing.dialog.editDescription",
              defaultMessage: "Change any detail, including the status.",
            })
          : t({
              id: "marketing.dialog.createDescription",
              defaultMessage: "Plan a campaign and track how far it reaches.",
            })
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={
        editing
          ? t({ id: "marketing.dialog.update", defaultMessage: "Update Campaign" })
          : t({ id: "marketing.dialog.create", defaultMessage: "Create Campaign" })
      }
      successToast={{ title: successTitle(), description: campaignSuccessText(action) }}
      onError={(err) => toastFailure(action, err)}
      onInvalid={() => {
        if (lacksRequiredFields(form.getValues())) {
          toast.error(
            t({ id: "marketing.dialog.validationError", defaultMessage: "Validation Error" }),
            {
              description: t({
                id: "marketing.dialog.required",
                defaultMessage: "Title and platform are required",
              }),
            },
          );
        }
      }}
    >
      <CampaignFields form={form} tourOptions={tourOptions} />
    </FormDialog>
  );
}

/** Create a campaign, or edit `campaign`. */
export function CampaignDialog({
  open,
  onOpenChange,
  campaign,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  campaign: Campaign | null;
}) {
  const tours = useQuery({ ...tourOptionsQuery, enabled: open });
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  return (
    <CampaignFormDialog
      open={open}
      onOpenChange={onOpenChange}
      values={campaign ? campaignToForm(campaign) : emptyCampaignForm}
      editing={campaign !== null}
      tourOptions={tours.data}
      onSubmit={(input) =>
        campaign ? update.mutateAsync({ id: campaign.id, input }) : create.mutateAsync(input)
      }
    />
  );
}
