import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { useTabParam } from "@/client/lib/use-tab-param";
import { useCan } from "@/client/lib/workspace";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { campaignsQuery } from "./api/campaigns";
import { AnalyticsTab } from "./components/analytics-tab";
import { CampaignDialog } from "./components/campaign-dialog";
import { CampaignsTab } from "./components/campaigns-tab";
import { DeleteCampaignDialog } from "./components/delete-campaign-dialog";
import { OverviewTab } from "./components/overview-tab";
import { PartnersTab } from "./components/partners-tab";

const TABS = ["overview", "campaigns", "analytics", "partners"] as const;

const fetchError = () =>
  t({ id: "marketing.page.fetchError", defaultMessage: "Failed to fetch campaigns" });

/** docs/product.md §8.3 Marketing & Virality: campaigns, their figures, analytics and partners. */
export function MarketingPage() {
  return (
    <RoleGate
      needs="GET /api/campaigns"
      what={t({ id: "marketing.page.noAccessWhat", defaultMessage: "marketing" })}
    >
      <Marketing />
    </RoleGate>
  );
}

function Marketing() {
  const campaigns = useQuery(campaignsQuery);
  const manages = useCan()("POST /api/campaigns");
  const [tab, setTab] = useTabParam(TABS);
  const [editor, setEditor] = useState<{ open: boolean; campaign: Campaign | null }>({
    open: false,
    campaign: null,
  });
  const [deleting, setDeleting] = useState<Campaign | null>(null);

  const openCreate = () => setEditor({ open: true, campaign: null });
  const openEdit = (campaign: Campaign) => setEditor({ open: true, campaign });

  return (
    <>
      <PageHeader
        title={t({ id: "marketing.page.title", defaultMessage: "Marketing & Virality" })}
        description={t({
          id: "marketing.page.description",
          defaultMessage: "Campaigns that fill the rooms.",
        })}
        actions={
          manages && (
            <Button onClick={openCreate}>
              <Plus aria-hidden="true" />
              {t({ id: "marketing.page.addCampaign", defaultMessage: "Add Campaign" })}
            </Button>
          )
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="overview">
            {t({ id: "marketing.page.overview", defaultMessage: "Overview" })}
          </TabsTrigger>
          <TabsTrigger value="campaigns">
            {t({ id: "marketing.page.campaigns", defaultMessage: "Campaigns" })}
          </TabsTrigger>
          <TabsTrigger value="analytics">
            {t({ id: "marketing.page.analytics", defaultMessage: "Analytics" })}
          </TabsTrigger>
          <TabsTrigger value="partners">
            {t({ id: "marketing.page.partners", defaultMessage: "Partners" })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <QueryState query={campaigns} errorText={fetchError()}>
            {(list) => <OverviewTab campaigns={list} onCreate={manages ? openCreate : undefined} />}
          </QueryState>
        </TabsContent>
        <TabsContent value="campaigns">
          <QueryState query={campaigns} errorText={fetchError()}>
            {(list) => (
              <CampaignsTab
                campaigns={list}
                onCreate={manages ? openCreate : undefined}
                onEdit={manages ? openEdit : undefined}
                onDelete={manages ? setDeleting : undefined}
              />
            )}
          </QueryState>
        </TabsContent>
        <TabsContent value="analytics">
          <QueryState query={campaigns} errorText={fetchError()}>
            {(list) => <AnalyticsTab campaigns={list} />}
          </QueryState>
        </TabsContent>
        <TabsContent value="partners">
          <QueryState query={campaigns} errorText={fetchError()}>
            {(list) => <PartnersTab campaigns={list} />}
          </QueryState>
        </TabsContent>
      </Tabs>
      <CampaignDialog
        open={editor.open}
        campaign={editor.campaign}
        onOpenChange={(open) => setEditor((e) => ({ ...e, open }))}
      />
      <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
