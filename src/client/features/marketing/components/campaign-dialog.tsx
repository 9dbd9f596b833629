import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { ApiRequestError } from "@/client/lib/api-client";
import type { Campaign, CampaignInput } from "@/domain/campaigns";
import { tourOptionsQuery } from "../api/campaigns";
import { useCreateCampaign, useUpdateCampaign } from "../api/use-campaign-mutations";
import { CampaignForm } from "./campaign-form";
import { campaignToForm } from "./campaign-form-values";
import { toastFailure, toastSuccess } from "./campaign-toasts";

interface CampaignDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The campaign to edit; null to create one. */
  campaign: Campaign | null;
}

/** Create or edit a campaign. The dialog is at most 90% of the screen high and scrolls inside. */
export function CampaignDialog({ open, onOpenChange, campaign }: CampaignDialogProps) {
  const tours = useQuery({ ...tourOptionsQuery, enabled: open });
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const action = campaign ? "update" : "create";

  const close = (next: boolean) => {
    if (!next) setServerErrors(undefined);
    onOpenChange(next);
  };

  const callbacks = {
    onSuccess: () => {
      toastSuccess(action);
      close(false);
    },
    onError: (err: Error) => {
      toastFailure(action, err);
      if (err instanceof ApiRequestError && err.fields) setServerErrors(err.fields);
    },
  };

  const submit = (input: CampaignInput) => {
    setServerErrors(undefined);
    if (campaign) update.mutate({ id: campaign.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{campaign ? "Edit Campaign" : "Create Campaign"}</DialogTitle>
          <DialogDescription>
            {campaign
              ? "Change any detail, including the status."
              : "Plan a campaign and track how far it reaches."}
          </DialogDescription>
        </DialogHeader>
        <CampaignForm
          key={campaign?.id ?? "new"}
          defaultValues={campaign ? campaignToForm(campaign) : undefined}
          tourOptions={tours.data}
          serverErrors={serverErrors}
          submitting={create.isPending || update.isPending}
          submitLabel={campaign ? "Update Campaign" : "Create Campaign"}
          onSubmit={submit}
          onCancel={() => close(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
