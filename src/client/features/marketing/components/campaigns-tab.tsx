import { Plus } from "lucide-react";
import { EmptyState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { CampaignCard } from "./campaign-card";

interface CampaignsTabProps {
  campaigns: Campaign[];
  /** Absent for a role that reads campaigns but does not run them (artists). */
  onCreate?(): void;
  onEdit?(campaign: Campaign): void;
  onDelete?(campaign: Campaign): void;
}

/** Every campaign, newest first (the order the API answers and the cache keeps). */
export function CampaignsTab({ campaigns, onCreate, onEdit, onDelete }: CampaignsTabProps) {
  if (campaigns.length === 0) {
    return (
      <EmptyState
        text={t({ id: "marketing.campaigns.empty", defaultMessage: "No campaigns created yet" })}
        action={
          onCreate && (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              {t({
                id: "marketing.campaigns.createFirst",
                defaultMessage: "Create Your First Campaign",
              })}
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      aria-label={t({ id: "marketing.page.campaigns", defaultMessage: "Campaigns" })}
    >
      {campaigns.map((c) => (
        <li key={c.id} className="min-w-0">
          <CampaignCard campaign={c} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
