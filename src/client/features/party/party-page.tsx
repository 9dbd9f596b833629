import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { TourPicker } from "@/client/components/tour-picker";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useTabParam } from "@/client/lib/use-tab-param";
import { FloatTab } from "./components/float-tab";
import { PaymentsTab } from "./components/payments-tab";
import { PeopleTab } from "./components/people-tab";

const TABS = ["people", "pay", "float"] as const;

function PartyBody() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useTabParam(TABS);
  const tours = useQuery(tourOptionsQuery);
  // None chosen: the tour on the road now, else the first listed (the newest).
  const tourId =
    params.get("tour") ??
    tours.data?.find((t) => t.status === "active")?.id ??
    tours.data?.[0]?.id ??
    null;
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
      <div className="mb-6">
        <QueryState
          query={tours}
          errorText={t({
            id: "party.page.toursError",
            defaultMessage: "Failed to fetch tour data",
          })}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              text={t({
                id: "party.page.noTours",
                defaultMessage: "Create a tour first to set up its party.",
              })}
            />
          }
        >
          {(list) => (
            <TourPicker id="party-tour" tours={list} value={tourId} onChange={selectTour} />
          )}
        </QueryState>
      </div>
      {tourId === null ? null : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="people">
              {t({ id: "party.page.tabPeople", defaultMessage: "People" })}
            </TabsTrigger>
            <TabsTrigger value="pay">
              {t({ id: "party.page.tabPay", defaultMessage: "Per diems & pay" })}
            </TabsTrigger>
            <TabsTrigger value="float">
              {t({ id: "party.page.tabFloat", defaultMessage: "Float" })}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="people">
            <PeopleTab key={tourId} tourId={tourId} />
          </TabsContent>
          <TabsContent value="pay">
            <PaymentsTab key={tourId} tourId={tourId} />
          </TabsContent>
          <TabsContent value="float">
            <FloatTab key={tourId} tourId={tourId} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}

/**
 * Party & pay (issue 54, ADR 0032): who is on a tour's road, their per diems and pay, and the
 * tour manager's float. Owners and managers only; each person reads their own on My tour.
 */
export function PartyPage() {
  usePageTitle(t({ id: "party.page.title", defaultMessage: "Party & pay" }));
  return (
    <>
      <PageHeader
        title={t({ id: "party.page.title", defaultMessage: "Party & pay" })}
        description={t({
          id: "party.page.description",
          defaultMessage: "Who is on the road, their per diems and pay, and the cash you carry.",
        })}
      />
      <RoleGate
        needs="GET /api/tours/:tourId/party"
        what={t({ id: "party.page.what", defaultMessage: "the party's pay" })}
      >
        <PartyBody />
      </RoleGate>
    </>
  );
}
