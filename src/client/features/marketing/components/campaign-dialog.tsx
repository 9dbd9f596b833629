import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import {
  CAMPAIGN_REQUIRED_MESSAGE,
  CAMPAIGN_REQUIRED_TITLE,
  type CampaignFormValues,
  type CampaignInput,
  campaignInputSchema,
  lacksRequiredFields,
} from "@/domain/marketing/campaigns";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { useCreateCampaign, useUpdateCampaign } from "../api/use-campaign-mutations";
import { CampaignFields } from "./campaign-form";
import { campaignToForm, emptyCampaignForm } from "./campaign-form-values";
import { campaignSuccessText, toastFailure } from "./campaign-toasts";

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
      title={editing ? "Edit Campaign" : "Create Campaign"}
      description={
        editing
          ? "Change any detail, including the status."
          : "Plan a campaign and track how far it reaches."
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? "Update Campaign" : "Create Campaign"}
      successToast={{ title: "Success", description: campaignSuccessText[action] }}
      onError={(err) => toastFailure(action, err)}
      onInvalid={() => {
        if (lacksRequiredFields(form.getValues())) {
          toast.error(CAMPAIGN_REQUIRED_TITLE, { description: CAMPAIGN_REQUIRED_MESSAGE });
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
