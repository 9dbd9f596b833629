import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import {
  createPartnerMutation,
  deletePartnerMutation,
  updatePartnerMutation,
} from "./merch-partners";

/** A partner's name shows on projects and products too: the whole area refreshes. */
const refreshMerch = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: queryKeys.merch.all });

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({ ...createPartnerMutation, onSuccess: () => refreshMerch(queryClient) });
}

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({ ...updatePartnerMutation, onSuccess: () => refreshMerch(queryClient) });
}

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({ ...deletePartnerMutation, onSuccess: () => refreshMerch(queryClient) });
}
