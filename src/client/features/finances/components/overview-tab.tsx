import { t } from "@/client/i18n/t";
import type { Deal } from "@/domain/finances/deals";
import type { Financial } from "@/domain/finances/financials";
import { leftOutOf } from "@/domain/finances/ledger/currency-notes";
import type { RiderProvision } from "@/domain/finances/rider-provisions";
import type { TourFinanceView } from "../api/finances";
import { CategoryBreakdown } from "./category-breakdown";
import { CurrencyNotesCard } from "./currency-notes-card";
import { DealsCard } from "./deals-card";
import { FinanceCards } from "./finance-cards";
import { FinancialsCard } from "./financials-card";
import { ProvisionsCard } from "./provisions-card";
import { RoadRowsCard, type RoadRowView } from "./road-rows-card";

export interface OverviewActions {
  addRow(): void;
  editRow(row: Financial): void;
  deleteRow(row: Financial): void;
  addDeal(): void;
  editDeal(deal: Deal): void;
  deleteDeal(deal: Deal): void;
  settleDeal(deal: Deal): void;
  reopenDeal(deal: Deal): void;
  addProvision(): void;
  editProvision(p: RiderProvision): void;
  deleteProvision(p: RiderProvision): void;
  /** A road row of the route becomes a row the person typed (issue 40). */
  takeRoadRow(row: RoadRowView): void;
}

/** docs/product.md §5.1 Financial Overview of the selected tour. */
export function OverviewTab({
  finance,
  actions,
}: {
  finance: TourFinanceView;
  actions: OverviewActions;
}) {
  const f = finance[finance.shown];
  return (
    <div className="grid gap-6">
      <FinanceCards finance={finance} />
      <CurrencyNotesCard notes={finance.currency} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CategoryBreakdown
          title={t({
            id: "finances.overview.expensesByCategory",
            defaultMessage: "Expenses by Category",
          })}
          items={f.expensesByCategory}
          leftOut={leftOutOf(finance.currency, "expense", finance.shown)}
        />
        <CategoryBreakdown
          title={t({
            id: "finances.overview.revenueByCategory",
            defaultMessage: "Revenue by Category",
          })}
          items={f.revenueByCategory}
          leftOut={leftOutOf(finance.currency, "income", finance.shown)}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DealsCard
          tourId={finance.tour.id}
          deals={finance.deals}
          onAdd={actions.addDeal}
          onEdit={actions.editDeal}
          onDelete={actions.deleteDeal}
          onSettle={actions.settleDeal}
          onReopen={actions.reopenDeal}
        />
        <ProvisionsCard
          provisions={finance.provisions}
          onAdd={actions.addProvision}
          onEdit={actions.editProvision}
          onDelete={actions.deleteProvision}
        />
      </div>
      <RoadRowsCard road={finance.road} onTake={actions.takeRoadRow} />
      <FinancialsCard
        tourId={finance.tour.id}
        tourTitle={finance.tour.title}
        shows={finance.shows}
        onAdd={actions.addRow}
        onEdit={actions.editRow}
        onDelete={actions.deleteRow}
      />
    </div>
  );
}
