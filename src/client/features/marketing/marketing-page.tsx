import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import type { Campaign } from "@/domain/campaigns";
import { campaignsQuery } from "./api/campaigns";
import { AnalyticsTab } from "./components/analytics-tab";
import { CampaignDialog } from "./components/campaign-dialog";
import { CampaignsState } from "./components/campaigns-state";
import { CampaignsTab } from "./components/campaigns-tab";
import { DeleteCampaignDialog } from "./components/delete-campaign-dialog";
import { OverviewTab } from "./components/overview-tab";
import { PartnersTab } from "./components/partners-tab";

const TABS = ["overview", "campaigns", "analytics", "partners"] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/** Spec §2 Marketing & Virality: campaigns, their figures, analytics and partners. */
export function MarketingPage() {
  const campaigns = useQuery(campaignsQuery);
  // The open tab lives in the URL, so a reload or a shared link lands on the same tab.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "overview";
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
        title="Marketing & Virality"
        description="Campaigns that fill the rooms."
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            Add Campaign
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(v === "overview" ? {} : { tab: v }, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="partners">Partners</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <CampaignsState query={campaigns}>
            {(list) => <OverviewTab campaigns={list} />}
          </CampaignsState>
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsState query={campaigns}>
            {(list) => (
              <CampaignsTab
                campaigns={list}
                onCreate={openCreate}
                onEdit={openEdit}
                onDelete={setDeleting}
              />
            )}
          </CampaignsState>
        </TabsContent>
        <TabsContent value="analytics">
          <CampaignsState query={campaigns}>
            {(list) => <AnalyticsTab campaigns={list} />}
          </CampaignsState>
        </TabsContent>
        <TabsContent value="partners">
          <CampaignsState query={campaigns}>
            {(list) => <PartnersTab campaigns={list} />}
          </CampaignsState>
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
