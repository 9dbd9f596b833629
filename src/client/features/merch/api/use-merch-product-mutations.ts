import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import {
  createProductMutation,
  deleteProductMutation,
  saveCountsMutation,
  updateProductMutation,
} from "./merch-products";

/** Products and counts change the Overview's Merchandise Ready bar as well as this area. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.merch.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ ...createProductMutation, onSuccess: () => refresh(queryClient) });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ ...updateProductMutation, onSuccess: () => refresh(queryClient) });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteProductMutation, onSuccess: () => refresh(queryClient) });
}

export function useSaveCounts() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveCountsMutation,
    onSuccess: (sheet) => {
      queryClient.setQueryData(queryKeys.merch.counts(sheet.showId), sheet);
      refresh(queryClient);
    },
  });
}
