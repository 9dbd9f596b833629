import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ChallengeSide } from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";

/**
 * The moves of a show's negotiation (transition, logged contact, extended hold), shared by
 * the HCC Manager and the Tours page's Edit Show: one API, one set of cache updates.
 */
export interface TransitionVars {
  showId: string;
  to: NegotiationStatus;
  note?: string;
  override?: boolean;
  holdRank?: number;
  holdExpiry?: string;
  challengeDeadline?: string;
  challengedBy?: ChallengeSide;
}

const transitionMutation = mutationOptions({
  mutationFn: ({ showId, ...json }: TransitionVars) =>
    unwrap(api.negotiations[":showId"].transitions.$post({ param: { showId }, json }), {
      id: "negotiations.moves.updateNegotiationFailed",
      defaultMessage: "Failed to update the negotiation",
    }),
});

const contactMutation = mutationOptions({
  mutationFn: ({ showId, note }: { showId: string; note?: string }) =>
    unwrap(api.negotiations[":showId"].contacts.$post({ param: { showId }, json: { note } }), {
      id: "negotiations.moves.logContactFailed",
      defaultMessage: "Failed to log the contact",
    }),
});

const extendMutation = mutationOptions({
  mutationFn: ({ showId, days }: { showId: string; days: number }) =>
    unwrap(api.negotiations[":showId"].extend.$post({ param: { showId }, json: { days } }), {
      id: "negotiations.moves.extendHoldFailed",
      defaultMessage: "Failed to extend the hold",
    }),
});

/** What every negotiation endpoint answers: the negotiation and its timeline. */
export type NegotiationDetail = Awaited<ReturnType<typeof transitionMutation.mutationFn & {}>>;

/**
 * A negotiation is a show: its status feeds the tour's page and the Overview's
 * 'Venues Confirmed', so both are refreshed with the HCC Manager.
 */
export function useAfterNegotiationWrite() {
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
  const after = useAfterNegotiationWrite();
  return useMutation({ ...transitionMutation, onSuccess: (d) => after(d) });
}

export function useLogContact() {
  const after = useAfterNegotiationWrite();
  return useMutation({ ...contactMutation, onSuccess: (d) => after(d) });
}

export function useExtendHold() {
  const after = useAfterNegotiationWrite();
  return useMutation({ ...extendMutation, onSuccess: (d) => after(d) });
}
