import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useTabParam } from "@/client/lib/use-tab-param";
import { financeTourOptionsQuery, type TourFinanceView, tourFinanceQuery } from "./api/finance";
import { useFinanceMutation } from "./api/use-finance-mutations";
import { BudgetTab } from "./components/budget-tab";
import { showLabel } from "./components/deal-dialog";
import { type Editor, FinanceDialogs } from "./components/finance-dialogs";
import { ItineraryTab } from "./components/itinerary-tab";
import { OverviewTab } from "./components/overview-tab";
import { ReportsTab } from "./components/reports-tab";
import { TourPicker } from "./components/tour-picker";

const TABS = ["overview", "logistics", "budget", "reports"] as const;
const NO_TOUR = "Select a tour to view financial overview";

/** Spec §2 Logistics & Finances: one tour's money and movement, the tour kept in the URL. */
export function LogisticsPage() {
  const [params, setParams] = useSearchParams();
  const tourId = params.get("tour");
  const [tab, setTab] = useTabParam(TABS);
  const tours = useQuery(financeTourOptionsQuery);
  const finance = useQuery({ ...tourFinanceQuery(tourId ?? ""), enabled: tourId !== null });
  const [editor, setEditor] = useState<Editor>({ kind: "none" });
  const reopen = useFinanceMutation("reopenDeal");
  const removeBudget = useFinanceMutation("deleteBudget");

  const selectTour = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tour", id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const withFinance = (render: (f: TourFinanceView) => React.ReactNode, empty = NO_TOUR) =>
    tourId === null ? (
      <EmptyState text={empty} />
    ) : (
      <QueryState query={finance} errorText="Failed to fetch financial data">
        {render}
      </QueryState>
    );

  return (
    <>
      <PageHeader title="Logistics & Finances" description="Money and movement for each tour." />
      <div className="mb-6">
        <QueryState
          query={tours}
          errorText="Failed to fetch tour data"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState text="Create a tour first to track its money." />}
        >
          {(list) => <TourPicker tours={list} value={tourId} onChange={selectTour} />}
        </QueryState>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="overview">Financial Overview</TabsTrigger>
          <TabsTrigger value="logistics">Logistics</TabsTrigger>
          <TabsTrigger value="budget">Budget Tracking</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {withFinance((f) => (
            <OverviewTab
              finance={f}
              actions={{
                addRow: () => setEditor({ kind: "row", row: null }),
                editRow: (row) => setEditor({ kind: "row", row }),
                deleteRow: (row) =>
                  setEditor({ kind: "delete", what: "row", id: row.id, label: row.category }),
                addDeal: () => setEditor({ kind: "deal", deal: null }),
                editDeal: (deal) => setEditor({ kind: "deal", deal }),
                deleteDeal: (deal) =>
                  setEditor({
                    kind: "delete",
                    what: "deal",
                    id: deal.id,
                    label: `Deal for ${showLabel(deal)}`,
                  }),
                settleDeal: (deal) => setEditor({ kind: "settle", deal }),
                reopenDeal: (deal) =>
                  reopen.mutate(
                    { tourId: f.tour.id, id: deal.id },
                    {
                      onSuccess: () => toast.success("Deal reopened"),
                      onError: (err) => toast.error("Error", { description: err.message }),
                    },
                  ),
                addProvision: () => setEditor({ kind: "provision", provision: null }),
                editProvision: (provision) => setEditor({ kind: "provision", provision }),
                deleteProvision: (p) =>
                  setEditor({ kind: "delete", what: "provision", id: p.id, label: p.description }),
              }}
            />
          ))}
        </TabsContent>
        <TabsContent value="logistics">
          {tourId === null ? (
            <EmptyState text="Select a tour to view its itinerary" />
          ) : (
            <ItineraryTab tourId={tourId} />
          )}
        </TabsContent>
        <TabsContent value="budget">
          {withFinance(
            (f) => (
              <BudgetTab
                lines={f.budgets}
                onSet={() => setEditor({ kind: "budget", values: { category: "", amount: "" } })}
                onRemove={(line) =>
                  removeBudget.mutate(
                    { tourId: f.tour.id, id: line.budgetId! },
                    {
                      onSuccess: () => toast.success("Budget removed"),
                      onError: (err) => toast.error("Error", { description: err.message }),
                    },
                  )
                }
                onEdit={(line) =>
                  setEditor({
                    kind: "budget",
                    values: { category: line.category, amount: line.budget ?? "" },
                  })
                }
              />
            ),
            "Select a tour to track its budget",
          )}
        </TabsContent>
        <TabsContent value="reports">
          {withFinance(
            (f) => (
              <ReportsTab finance={f} />
            ),
            "Select a tour to view its reports",
          )}
        </TabsContent>
      </Tabs>
      {finance.data ? (
        <FinanceDialogs
          finance={finance.data}
          editor={editor}
          onClose={() => setEditor({ kind: "none" })}
        />
      ) : null}
    </>
  );
}
