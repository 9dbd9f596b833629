import { queryOptions } from "@tanstack/react-query";
import { api, unwrap, uploadFile } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { BudgetFormValues } from "@/domain/finances/budgets";
import type { DealFormValues, SettlementFormValues } from "@/domain/finances/deals";
import type {
  Financial,
  FinancialFormValues,
  FinancialReceipt,
} from "@/domain/finances/financials";
import type { RiderProvisionFormValues } from "@/domain/finances/rider-provisions";

/** docs/product.md §13.2: a failed read keeps the server's message, else 'Failed to fetch financial data'. */
const FINANCE_FETCH_ERROR = {
  id: "finances.api.fetchFinancialDataFailed",
  defaultMessage: "Failed to fetch financial data",
};

export const tourFinanceQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.finances.tour(tourId),
    queryFn: () =>
      unwrap(api.tours[":tourId"].finance.$get({ param: { tourId } }), FINANCE_FETCH_ERROR),
  });

/** The rows themselves, under the tour's key so any money write refreshes them. */
export const financialsQuery = (tourId: string) => ({
  queryKey: [...queryKeys.finances.tour(tourId), "rows"] as const,
  queryFn: (): Promise<Financial[]> =>
    unwrap(api.tours[":tourId"].financials.$get({ param: { tourId } }), FINANCE_FETCH_ERROR),
});

export type TourFinanceView = Awaited<
  ReturnType<ReturnType<typeof tourFinanceQuery>["queryFn"] & {}>
>;

const t = api.tours[":tourId"];

export const financesWrites = {
  saveFinancial: ({
    tourId,
    id,
    input,
  }: {
    tourId: string;
    id?: string;
    input: FinancialFormValues;
  }) =>
    id
      ? unwrap(t.financials[":id"].$put({ param: { tourId, id }, json: input }), {
          id: "finances.api.saveRowFailed",
          defaultMessage: "Failed to save the row",
        })
      : unwrap(t.financials.$post({ param: { tourId }, json: input }), {
          id: "finances.api.addRowFailed",
          defaultMessage: "Failed to add the row",
        }),
  deleteFinancial: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t.financials[":id"].$delete({ param: { tourId, id } }), {
      id: "finances.api.deleteRowFailed",
      defaultMessage: "Failed to delete the row",
    }),
  /** The file goes as the raw body, as an artwork upload does; its name in ?name=. */
  uploadReceipt: ({ tourId, id, file }: { tourId: string; id: string; file: File }) =>
    uploadFile<FinancialReceipt>(
      `${receiptUrl(tourId, id)}?name=${encodeURIComponent(file.name)}`,
      file,
      {
        method: "PUT",
        fallback: {
          id: "finances.api.uploadReceiptFailed",
          defaultMessage: "The receipt could not be uploaded",
        },
      },
    ),
  deleteReceipt: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t.financials[":id"].receipt.$delete({ param: { tourId, id } }), {
      id: "finances.api.removeReceiptFailed",
      defaultMessage: "Failed to remove the receipt",
    }),
  saveDeal: ({ tourId, id, input }: { tourId: string; id?: string; input: DealFormValues }) =>
    id
      ? unwrap(t.deals[":id"].$put({ param: { tourId, id }, json: input }), {
          id: "finances.api.saveDealFailed",
          defaultMessage: "Failed to save the deal",
        })
      : unwrap(t.deals.$post({ param: { tourId }, json: input }), {
          id: "finances.api.addDealFailed",
          defaultMessage: "Failed to add the deal",
        }),
  deleteDeal: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t.deals[":id"].$delete({ param: { tourId, id } }), {
      id: "finances.api.deleteDealFailed",
      defaultMessage: "Failed to delete the deal",
    }),
  settleDeal: ({
    tourId,
    id,
    input,
  }: {
    tourId: string;
    id: string;
    input: SettlementFormValues;
  }) =>
    unwrap(t.deals[":id"].settlement.$put({ param: { tourId, id }, json: input }), {
      id: "finances.api.settleShowFailed",
      defaultMessage: "Failed to settle the show",
    }),
  reopenDeal: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t.deals[":id"].settlement.$delete({ param: { tourId, id } }), {
      id: "finances.api.reopenDealFailed",
      defaultMessage: "Failed to reopen the deal",
    }),
  saveProvision: ({
    tourId,
    id,
    input,
  }: {
    tourId: string;
    id?: string;
    input: RiderProvisionFormValues;
  }) =>
    id
      ? unwrap(t["rider-provisions"][":id"].$put({ param: { tourId, id }, json: input }), {
          id: "finances.api.saveProvisionFailed",
          defaultMessage: "Failed to save the provision",
        })
      : unwrap(t["rider-provisions"].$post({ param: { tourId }, json: input }), {
          id: "finances.api.addProvisionFailed",
          defaultMessage: "Failed to add the provision",
        }),
  deleteProvision: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t["rider-provisions"][":id"].$delete({ param: { tourId, id } }), {
      id: "finances.api.deleteProvisionFailed",
      defaultMessage: "Failed to delete the provision",
    }),
  setBudget: ({ tourId, input }: { tourId: string; input: BudgetFormValues }) =>
    unwrap(t.budgets.$put({ param: { tourId }, json: input }), {
      id: "finances.api.saveBudgetFailed",
      defaultMessage: "Failed to save the budget",
    }),
  deleteBudget: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t.budgets[":id"].$delete({ param: { tourId, id } }), {
      id: "finances.api.deleteBudgetFailed",
      defaultMessage: "Failed to delete the budget",
    }),
};

export const receiptUrl = (tourId: string, id: string) =>
  `/api/tours/${tourId}/financials/${id}/receipt`;
