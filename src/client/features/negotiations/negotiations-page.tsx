import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { useTabParam } from "@/client/lib/use-tab-param";
import { useCan } from "@/client/lib/workspace";
import { NEGOTIATIONS_ERROR, negotiationsQuery } from "./api/negotiations";
import { ActionCenter } from "./components/action-center";
import { ActiveTab } from "./components/active-tab";
import { AddVenueDialog } from "./components/add-venue-dialog";
import { AnalyticsTab } from "./components/analytics-tab";
import { CalendarTab } from "./components/calendar-tab";
import { NegotiationDialog } from "./components/negotiation-dialog";
import { NegotiationStatCards } from "./components/negotiation-stat-cards";
import { AllVenues, VenueStatusOverview } from "./components/venue-list";

const TABS = ["overview", "active", "calendar", "analytics"] as const;

/** docs/product.md §4.1 HCC Manager: hold, challenge, confirm — on the account's real shows. */
export function NegotiationsPage() {
  const [page, setPage] = useState(1);
  const data = useQuery(negotiationsQuery(page));
  const [tab, setTab] = useTabParam(TABS);
  const [adding, setAdding] = useState(false);
  // The open negotiation lives in the URL (?show=…), so a show's status badge on the Tours
  // page can link straight to it.
  const [params, setParams] = useSearchParams();
  const openId = params.get("show");
  const mayAdd = useCan()("POST /api/negotiations");
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("show", id);
        else next.delete("show");
        return next;
      },
      { preventScrollReset: true },
    );
  return (
    <>
      <PageHeader
        title={t({ id: "negotiations.page.title", defaultMessage: "HCC Manager" })}
        description={t({
          id: "negotiations.page.description",
          defaultMessage: "Hold, challenge and confirm your venue negotiations.",
        })}
        actions={
          mayAdd && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t({ id: "negotiations.page.addVenue", defaultMessage: "Add Venue" })}
            </Button>
          )
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="overview">
            {t({ id: "negotiations.page.overviewTab", defaultMessage: "Overview" })}
          </TabsTrigger>
          <TabsTrigger value="active">
            {t({ id: "negotiations.page.activeTab", defaultMessage: "Active Negotiations" })}
          </TabsTrigger>
          <TabsTrigger value="calendar">
            {t({ id: "negotiations.page.calendarTab", defaultMessage: "Calendar View" })}
          </TabsTrigger>
          <TabsTrigger value="analytics">
            {t({ id: "negotiations.page.analyticsTab", defaultMessage: "Analytics" })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <QueryState query={data} errorText={t(NEGOTIATIONS_ERROR)}>
            {(d) => (
              <div className="grid gap-4">
                <NegotiationStatCards stats={d.stats} />
                <div className="grid gap-4 lg:grid-cols-2">
                  <VenueStatusOverview negotiations={d.statusOverview} onOpen={setOpenId} />
                  <ActionCenter suggestions={d.suggestions} onOpen={setOpenId} />
                </div>
                <AllVenues
                  venues={d.venues}
                  onPage={setPage}
                  onOpen={setOpenId}
                  onAdd={mayAdd ? () => setAdding(true) : undefined}
                />
              </div>
            )}
          </QueryState>
        </TabsContent>
        <TabsContent value="active">
          <QueryState query={data} errorText={t(NEGOTIATIONS_ERROR)}>
            {(d) => <ActiveTab urgent={d.urgent} others={d.otherOpen} onOpen={setOpenId} />}
          </QueryState>
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab onOpen={setOpenId} />
        </TabsContent>
        <TabsContent value="analytics">
          <QueryState query={data} errorText={t(NEGOTIATIONS_ERROR)}>
            {(d) => <AnalyticsTab a={d.analytics} />}
          </QueryState>
        </TabsContent>
      </Tabs>
      <AddVenueDialog open={adding} onOpenChange={setAdding} />
      <NegotiationDialog showId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
