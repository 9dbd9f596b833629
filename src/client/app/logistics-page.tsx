import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { TourPicker } from "@/client/components/tour-picker";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useFinancesTabs } from "@/client/features/finances/use-finances-tabs";
import { ItineraryTab } from "@/client/features/logistics/components/itinerary-tab";
import { t } from "@/client/i18n/t";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import { useTabParam } from "@/client/lib/use-tab-param";
import { useCan } from "@/client/lib/workspace";

const TABS = ["overview", "logistics", "budget", "reports"] as const;
/** Crew and artists: the road only, no money tabs (ADR 0019). */
const ROAD_TABS = ["logistics"] as const;

/**
 * docs/product.md §5.1 Logistics & Finances: one tour's money and movement, the tour kept in the URL. One
 * screen over two areas (finances and logistics), so it is composed here, where features meet.
 */
export function LogisticsPage() {
  const [params, setParams] = useSearchParams();
  const tourId = params.get("tour");
  const seesMoney = useCan()("GET /api/tours/:tourId/finance");
  const [tab, setTab] = useTabParam<(typeof TABS)[number]>(seesMoney ? TABS : ROAD_TABS);
  const tours = useQuery(tourOptionsQuery);
  const money = useFinancesTabs(seesMoney ? tourId : null);

  const selectTour = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tour", id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        title={t({ id: "app.nav.logisticsFinances", defaultMessage: "Logistics & Finances" })}
        description={t({
          id: "app.logistics.description",
          defaultMessage: "Money and movement for each tour.",
        })}
      />
      <div className="mb-6">
        <QueryState
          query={tours}
          errorText={t({
            id: "app.logistics.toursFailed",
            defaultMessage: "Failed to fetch tour data",
          })}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              text={t({
                id: "app.logistics.noTours",
                defaultMessage: "Create a tour first to track its money.",
              })}
            />
          }
        >
          {(list) => <TourPicker tours={list} value={tourId} onChange={selectTour} />}
        </QueryState>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {seesMoney && (
            <TabsTrigger value="overview">
              {t({ id: "app.logistics.tabOverview", defaultMessage: "Financial Overview" })}
            </TabsTrigger>
          )}
          <TabsTrigger value="logistics">
            {t({ id: "app.logistics.tabLogistics", defaultMessage: "Logistics" })}
          </TabsTrigger>
          {seesMoney && (
            <TabsTrigger value="budget">
              {t({ id: "app.logistics.tabBudget", defaultMessage: "Budget Tracking" })}
            </TabsTrigger>
          )}
          {seesMoney && (
            <TabsTrigger value="reports">
              {t({ id: "app.logistics.tabReports", defaultMessage: "Reports" })}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="overview">{money.overview}</TabsContent>
        <TabsContent value="logistics">
          {tourId === null ? (
            <EmptyState
              text={t({
                id: "app.logistics.selectTour",
                defaultMessage: "Select a tour to view its itinerary",
              })}
            />
          ) : (
            <ItineraryTab tourId={tourId} shows={money.shows} />
          )}
        </TabsContent>
        <TabsContent value="budget">{money.budget}</TabsContent>
        <TabsContent value="reports">{money.reports}</TabsContent>
      </Tabs>
      {seesMoney && money.dialogs}
    </>
  );
}
