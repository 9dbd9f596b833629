import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import {
  addFloatEntryMutation,
  addPeopleMutation,
  deleteFloatEntryMutation,
  deletePaymentMutation,
  generateMutation,
  payMutation,
  removePersonMutation,
  savePaymentMutation,
  undoPayMutation,
  updatePersonMutation,
} from "./party";

/**
 * A write to the party moves more than its own row: a person's dates or rates re-sync their
 * lines (ADR 0032), a line changes its person's totals, a payment from the float changes the
 * float, and every line is in the tour's ledger. So the tour's party, lines, float and
 * finances are read again, never patched by hand.
 */
const refresh = (client: QueryClient, tourId: string) => {
  void client.invalidateQueries({ queryKey: queryKeys.party.people(tourId) });
  void client.invalidateQueries({ queryKey: queryKeys.party.payments(tourId) });
  void client.invalidateQueries({ queryKey: queryKeys.party.float(tourId) });
  void client.invalidateQueries({ queryKey: queryKeys.finances.tour(tourId) });
};

const onTour = (client: QueryClient) => ({
  onSuccess: (_: unknown, vars: { tourId: string }) => refresh(client, vars.tourId),
});

export function useAddPeople() {
  const client = useQueryClient();
  return useMutation({ ...addPeopleMutation, ...onTour(client) });
}
export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({ ...updatePersonMutation, ...onTour(client) });
}
export function useRemovePerson() {
  const client = useQueryClient();
  return useMutation({ ...removePersonMutation, ...onTour(client) });
}
export function useGenerate() {
  const client = useQueryClient();
  return useMutation({ ...generateMutation, ...onTour(client) });
}
export function useSavePayment() {
  const client = useQueryClient();
  return useMutation({ ...savePaymentMutation, ...onTour(client) });
}
export function useDeletePayment() {
  const client = useQueryClient();
  return useMutation({ ...deletePaymentMutation, ...onTour(client) });
}
export function usePay() {
  const client = useQueryClient();
  return useMutation({ ...payMutation, ...onTour(client) });
}
export function useUndoPay() {
  const client = useQueryClient();
  return useMutation({ ...undoPayMutation, ...onTour(client) });
}
export function useAddFloatEntry() {
  const client = useQueryClient();
  return useMutation({ ...addFloatEntryMutation, ...onTour(client) });
}
export function useDeleteFloatEntry() {
  const client = useQueryClient();
  return useMutation({ ...deleteFloatEntryMutation, ...onTour(client) });
}
