import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ShowCountsFormValues } from "@/domain/merch/counts";
import type { MerchProduct, MerchProductFormValues } from "@/domain/merch/products";
import type { ShownCountSheet } from "@/domain/merch/reader-shape";

export const merchProductsQuery = queryOptions({
  queryKey: queryKeys.merch.products,
  queryFn: (): Promise<MerchProduct[]> =>
    unwrap(api.merch.products.$get(), {
      id: "merch.products.loadProductsFailed",
      defaultMessage: "Failed to load products",
    }),
});

export const createProductMutation = mutationOptions({
  mutationFn: (input: MerchProductFormValues): Promise<MerchProduct> =>
    unwrap(api.merch.products.$post({ json: input }), {
      id: "merch.products.createProductFailed",
      defaultMessage: "Failed to create product",
    }),
});

export const updateProductMutation = mutationOptions({
  mutationFn: ({ id, input }: { id: string; input: MerchProductFormValues }) =>
    unwrap(api.merch.products[":productId"].$put({ param: { productId: id }, json: input }), {
      id: "merch.products.updateProductFailed",
      defaultMessage: "Failed to update product",
    }) as Promise<MerchProduct>,
});

export const deleteProductMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(api.merch.products[":productId"].$delete({ param: { productId: id } }), {
      id: "merch.products.deleteProductFailed",
      defaultMessage: "Failed to delete product",
    }),
});

export const countSheetQuery = (showId: string) =>
  queryOptions({
    queryKey: queryKeys.merch.counts(showId),
    queryFn: (): Promise<ShownCountSheet> =>
      unwrap(api.merch.shows[":showId"].counts.$get({ param: { showId } }), {
        id: "merch.products.loadCountSheetFailed",
        defaultMessage: "Failed to load the count sheet",
      }),
  });

export const saveCountsMutation = mutationOptions({
  mutationFn: ({ showId, input }: { showId: string; input: ShowCountsFormValues }) =>
    unwrap(api.merch.shows[":showId"].counts.$put({ param: { showId }, json: input }), {
      id: "merch.products.saveCountsFailed",
      defaultMessage: "Failed to save the counts",
    }) as Promise<ShownCountSheet>,
});

export const INVENTORY_CSV_URL = "/api/merch/exports/inventory.csv";
export const SALES_CSV_URL = "/api/merch/exports/sales.csv";
