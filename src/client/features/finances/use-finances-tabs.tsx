import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { t } from "@/client/i18n/t";
import { type TourFinanceView, tourFinanceQuery } from "./api/finances";
import { useFinancesMutation } from "./api/use-finances-mutations";
import { BudgetTab } from "./components/budget-tab";
import { showLabel } from "./components/deal-dialog";
import { type Editor, FinanceDialogs } from "./components/finance-dialogs";
import { HomeCurrency } from "./components/home-currency";
import { OverviewTab } from "./components/overview-tab";
import { ReportsTab } from "./components/reports-tab";
import { categoryLabel } from "./labels";

/**
 * The money tabs of Logistics & Finances (Financial Overview, Budget Tracking, Reports) for
 * the tour in the URL, and the one set of dialogs they open. A hook, not a page: the page
 * (client/app) interleaves these tabs with the logistics feature's itinerary, and features do
 * not import each other. `shows` is the tour's shows, for a new travel leg's time zone.
 */
export function useFinancesTabs(tourId: string | null): {
  overview: ReactNode;
  budget: ReactNode;
  reports: ReactNode;
  dialogs: ReactNode;
  shows: TourFinanceView["shows"];
} {
  const finance = useQuery({ ...tourFinanceQuery(tourId ?? ""), enabled: tourId !== null });
  const [editor, setEditor] = useState<Editor>({ kind: "none" });
  const reopen = useFinancesMutation("reopenDeal");
  const removeBudget = useFinancesMutation("deleteBudget");

  const withFinance = (render: (f: TourFinanceView) => ReactNode, empty: string) =>
    tourId === null ? (
      <EmptyState text={empty} />
    ) : (
      <QueryState
        query={finance}
        errorText={t({
          id: "finances.fetchError",
          defaultMessage: "Failed to fetch financial data",
        })}
      >
        {(f) => (
          // An answer cached offline before currencies existed has none: its amounts were USD.
          <HomeCurrency.Provider value={f.currency?.home ?? "USD"}>
            {render(f)}
          </HomeCurrency.Provider>
        )}
      </QueryState>
    );

  const overview = withFinance(
    (f) => (
      <OverviewTab
        finance={f}
        actions={{
          addRow: () => setEditor({ kind: "row", row: null }),
          editRow: (row) => setEditor({ kind: "row", row }),
          deleteRow: (row) =>
            setEditor({
              kind: "delete",
              what: "row",
              id: row.id,
              label: categoryLabel(row.category),
            }),
          addDeal: () => setEditor({ kind: "deal", deal: null }),
          editDeal: (deal) => setEditor({ kind: "deal", deal }),
          deleteDeal: (deal) =>
            setEditor({
              kind: "delete",
              what: "deal",
              id: deal.id,
              label: t(
                { id: "finances.tabs.dealFor", defaultMessage: "Deal for {show}" },
                { show: showLabel(deal) },
              ),
            }),
          settleDeal: (deal) => setEditor({ kind: "settle", deal }),
          reopenDeal: (deal) =>
            reopen.mutate(
              { tourId: f.tour.id, id: deal.id },
              {
                onSuccess: () =>
                  toast.success(
                    t({ id: "finances.tabs.dealReopened", defaultMessage: "Deal reopened" }),
                  ),
                onError: (err) =>
                  toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                    description: err.message,
                  }),
              },
            ),
          addProvision: () => setEditor({ kind: "provision", provision: null }),
          editProvision: (provision) => setEditor({ kind: "provision", provision }),
          takeRoadRow: (road) => setEditor({ kind: "row", row: null, road }),
          deleteProvision: (p) =>
            setEditor({ kind: "delete", what: "provision", id: p.id, label: p.description }),
        }}
      />
    ),
    t({ id: "finances.tabs.noTour", defaultMessage: "Select a tour to view financial overview" }),
  );

  const budget = withFinance(
    (f) => (
      <BudgetTab
        lines={f.budgets}
        notes={f.currency}
        onSet={() => setEditor({ kind: "budget", values: { category: "", amount: "" } })}
        onRemove={(line) =>
          removeBudget.mutate(
            { tourId: f.tour.id, id: line.budgetId! },
            {
              onSuccess: () =>
                toast.success(
                  t({ id: "finances.tabs.budgetRemoved", defaultMessage: "Budget removed" }),
                ),
              onError: (err) =>
                toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                  description: err.message,
                }),
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
    t({ id: "finances.tabs.noTourBudget", defaultMessage: "Select a tour to track its budget" }),
  );

  const reports = withFinance(
    (f) => <ReportsTab finance={f} />,
    t({ id: "finances.tabs.noTourReports", defaultMessage: "Select a tour to view its reports" }),
  );

  const dialogs = finance.data ? (
    <FinanceDialogs
      finance={finance.data}
      editor={editor}
      onClose={() => setEditor({ kind: "none" })}
    />
  ) : null;

  return { overview, budget, reports, dialogs, shows: finance.data?.shows ?? [] };
}
