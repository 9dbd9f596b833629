import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, refusalOf, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  GuestDecisionValues,
  GuestFormValues,
  GuestListSettingsFormValues,
} from "@/domain/logistics/guest-lists";

const list = api.tours[":tourId"]["guest-lists"][":showId"];
const one = list.guests[":guestId"];

export interface ShowRef {
  tourId: string;
  showId: string;
}

export const guestListQuery = ({ tourId, showId }: ShowRef) =>
  queryOptions({
    queryKey: queryKeys.logistics.guestList(tourId, showId),
    queryFn: () =>
      unwrap(list.$get({ param: { tourId, showId } }), {
        id: "logistics.guestLists.fetchGuestListFailed",
        defaultMessage: "Failed to fetch the guest list",
      }),
  });
export type GuestListData = Awaited<ReturnType<ReturnType<typeof guestListQuery>["queryFn"] & {}>>;
export type GuestData = GuestListData["guests"][number];

export const guestListFileUrl = ({ tourId, showId }: ShowRef, kind: "csv" | "pdf") =>
  `/api/tours/${tourId}/guest-lists/${showId}/${kind}`;

const writes = {
  add: ({ ref, input }: { ref: ShowRef; input: GuestFormValues }) =>
    unwrap(list.guests.$post({ param: ref, json: input }), {
      id: "logistics.guestLists.addGuestFailed",
      defaultMessage: "Failed to add the guest",
    }),
  update: ({ ref, guestId, input }: { ref: ShowRef; guestId: string; input: GuestFormValues }) =>
    unwrap(one.$put({ param: { ...ref, guestId }, json: input }), {
      id: "logistics.guestLists.saveGuestFailed",
      defaultMessage: "Failed to save the guest",
    }),
  remove: ({ ref, guestId }: { ref: ShowRef; guestId: string }) =>
    unwrap(one.$delete({ param: { ...ref, guestId } }), {
      id: "logistics.guestLists.removeGuestFailed",
      defaultMessage: "Failed to remove the guest",
    }),
  decide: ({
    ref,
    guestId,
    decision,
  }: {
    ref: ShowRef;
    guestId: string;
    decision: GuestDecisionValues;
  }) =>
    unwrap(one.decision.$post({ param: { ...ref, guestId }, json: decision }), {
      id: "logistics.guestLists.saveDecisionFailed",
      defaultMessage: "Failed to save the decision",
    }),
  settings: ({ ref, input }: { ref: ShowRef; input: GuestListSettingsFormValues }) =>
    unwrap(list.settings.$put({ param: ref, json: input }), {
      id: "logistics.guestLists.saveListRulesFailed",
      defaultMessage: "Failed to save the list's rules",
    }),
};
type Writes = typeof writes;

/** Every list write refreshes the list and the day sheet that shows its counts. */
export function useGuestListMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<Writes[K]>>, Error, Parameters<Writes[K]>[0]>({
    mutationFn: writes[name] as (
      input: Parameters<Writes[K]>[0],
    ) => Promise<Awaited<ReturnType<Writes[K]>>>,
    onSettled: (_data, _err, vars) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.logistics.tour(vars.ref.tourId) }),
  });
}

/**
 * One tap at the door: the party's new absolute count, with an id made on this phone so a
 * retry never counts twice (ADR 0020). The list updates at once and rolls back if refused.
 * With no signal the tap waits in the outbox and is sent when the network is back (ADR 0018,
 * Outbox): the list keeps the count shown, and the banner counts what waits.
 */
export function useCheckIn(ref: ShowRef) {
  const queryClient = useQueryClient();
  const key = queryKeys.logistics.guestList(ref.tourId, ref.showId);
  // Loaded with the door, not with the first tap: a tap made with no signal must not need the
  // network for code (on a first visit the service worker may not hold it yet). The outbox is
  // none of the other pages' weight.
  useEffect(() => void loadOutboxWrite(), []);
  return useMutation({
    mutationFn: async ({ guestId, checkedIn, label }: CheckInInput) => {
      const { queueableWrite } = await loadOutboxWrite();
      const path = `/api/tours/${ref.tourId}/guest-lists/${ref.showId}/guests/${guestId}/check-in`;
      const result = await queueableWrite(path, {
        method: "PUT",
        body: { checkedIn },
        queueOffline: { label, kind: "check-in" },
      });
      if (result.queued) return { queued: true as const };
      if (!result.response.ok) {
        throw await refusalOf(result.response, {
          id: "logistics.guestLists.checkGuestInFailed",
          defaultMessage: "Failed to check the guest in",
        });
      }
      return { queued: false as const };
    },
    onMutate: async ({ guestId, checkedIn }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GuestListData>(key);
      if (before) queryClient.setQueryData(key, withCheckIn(before, guestId, checkedIn));
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // A queued tap is not read back: offline the saved list would put the old count back.
    onSettled: (data) =>
      data?.queued
        ? undefined
        : queryClient.invalidateQueries({ queryKey: queryKeys.logistics.tour(ref.tourId) }),
  });
}

const loadOutboxWrite = () => import("@/client/offline/outbox-write");

interface CheckInInput {
  guestId: string;
  checkedIn: number;
  /** What the person sees if it has to wait or is refused later: "Check in Sam Lee (1 of 2)". */
  label: string;
}

function withCheckIn(data: GuestListData, guestId: string, checkedIn: number): GuestListData {
  let delta = 0;
  const guests = data.guests.map((g) => {
    if (g.id !== guestId) return g;
    delta = checkedIn - g.checkedIn;
    return { ...g, checkedIn };
  });
  return { ...data, guests, counts: { ...data.counts, checkedIn: data.counts.checkedIn + delta } };
}
