import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import {
  contactMutation,
  createNegotiationMutation,
  dealMutation,
  detailsMutation,
  dismissMutation,
  extendMutation,
  type NegotiationDetail,
  revokeFeedMutation,
  rotateFeedMutation,
  transitionMutation,
} from "./negotiations";

/**
 * A negotiation is a show: its status feeds the tour's page and the Overview's
 * 'Venues Confirmed', so both are refreshed with the HCC Manager.
 */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return (detail?: NegotiationDetail) => {
    if (detail) {
      queryClient.setQueryData(queryKeys.negotiations.detail(detail.negotiation.id), detail);
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.negotiations.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
  };
}

export function useTransition() {
  const after = useAfterWrite();
  return useMutation({ ...transitionMutation, onSuccess: (d) => after(d) });
}

export function useLogContact() {
  const after = useAfterWrite();
  return useMutation({ ...contactMutation, onSuccess: (d) => after(d) });
}

export function useExtendHold() {
  const after = useAfterWrite();
  return useMutation({ ...extendMutation, onSuccess: (d) => after(d) });
}

export function useRecordDeal() {
  const after = useAfterWrite();
  return useMutation({ ...dealMutation, onSuccess: (d) => after(d) });
}

export function useSaveDetails() {
  const after = useAfterWrite();
  return useMutation({ ...detailsMutation, onSuccess: (d) => after(d) });
}

export function useDismissSuggestion() {
  const after = useAfterWrite();
  return useMutation({ ...dismissMutation, onSuccess: () => after() });
}

export function useCreateNegotiation() {
  const queryClient = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    ...createNegotiationMutation,
    onSuccess: (d) => {
      after(d);
      // A venue created on the spot joins the directory.
      void queryClient.invalidateQueries({ queryKey: queryKeys.venues });
    },
  });
}

/** The feed address is replaced in the cache by the server's answer. */
export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rotateFeedMutation,
    onSuccess: (d) => queryClient.setQueryData(queryKeys.calendarFeed, d),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeFeedMutation,
    onSuccess: (d) => queryClient.setQueryData(queryKeys.calendarFeed, d),
  });
}
