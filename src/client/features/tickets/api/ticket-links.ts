import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { TicketLinkEdit, TicketLinkInput } from "@/domain/tickets/links";

const links = api.tours[":tourId"].tickets[":showId"].links;

type At = { tourId: string; showId: string };

/** A show's promoter links (managers). */
export const ticketLinksQuery = (tourId: string, showId: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.links(tourId, showId),
    queryFn: () =>
      unwrap(links.$get({ param: { tourId, showId } }), {
        id: "tickets.links.loadError",
        defaultMessage: "Failed to fetch the promoter's links",
      }),
  });

const ticketLinkWrites = {
  create: ({ tourId, showId, input }: At & { input: TicketLinkInput }) =>
    unwrap(links.$post({ param: { tourId, showId }, json: input }), {
      id: "tickets.api.makeLink",
      defaultMessage: "Failed to make the link",
    }),
  edit: ({ tourId, showId, linkId, edit }: At & { linkId: string; edit: TicketLinkEdit }) =>
    unwrap(links[":linkId"].$put({ param: { tourId, showId, linkId }, json: edit }), {
      id: "tickets.api.changeReminders",
      defaultMessage: "Failed to change the reminders",
    }),
  revoke: ({ tourId, showId, linkId }: At & { linkId: string }) =>
    unwrap(links[":linkId"].$delete({ param: { tourId, showId, linkId } }), {
      id: "tickets.api.turnOff",
      defaultMessage: "Failed to turn the link off",
    }),
};

type Writes = typeof ticketLinkWrites;

/** A link made, changed or turned off: the show's list is read again. */
export function useTicketLinkMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<Writes[K]>>, Error, Parameters<Writes[K]>[0]>({
    mutationFn: ticketLinkWrites[name] as (
      input: Parameters<Writes[K]>[0],
    ) => Promise<Awaited<ReturnType<Writes[K]>>>,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.tickets.links(input.tourId, input.showId),
      }),
  });
}
