import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ShowTickets } from "@/domain/tickets/answers";

/**
 * The tour's shows' ticket counts and pace (issue 51 item 4), under the tickets key a new
 * count refreshes: one request for the whole tour page.
 */
export const tourTicketsQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.tour(tourId),
    queryFn: (): Promise<ShowTickets[]> =>
      unwrap(api.tours[":tourId"].tickets.$get({ param: { tourId } }), {
        id: "tours.ticketPace.fetchTicketCountsFailed",
        defaultMessage: "Failed to fetch the ticket counts",
      }),
  });
