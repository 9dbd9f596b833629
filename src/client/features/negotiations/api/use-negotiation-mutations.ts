import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { useAfterNegotiationWrite as useAfterWrite } from "@/client/negotiation/api/negotiation-moves";
import {
  createNegotiationMutation,
  dealMutation,
  detailsMutation,
  dismissMutation,
  revokeFeedMutation,
  rotateFeedMutation,
} from "./negotiations";

// The moves are shared with the Tours page's Edit Show (one API, one set of cache updates).
export {
  useExtendHold,
  useLogContact,
  useTransition,
} from "@/client/negotiation/api/negotiation-moves";

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
