import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ShowTicketDetail, ShowTickets, TicketSettings } from "@/domain/tickets/answers";
import type { CountReport } from "@/domain/tickets/counts";

/** Every upcoming confirmed show's count and pace, across tours (the Tickets page). */
export const ticketsQuery = queryOptions({
  queryKey: queryKeys.tickets.all,
  queryFn: (): Promise<ShowTickets[]> =>
    unwrap(api.tickets.$get(), {
      id: "tickets.page.loadError",
      defaultMessage: "Failed to load ticket counts",
    }),
});

/** One show's history, tiers, curve and the tour's other curves. */
export const showTicketsQuery = (tourId: string, showId: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.show(tourId, showId),
    queryFn: (): Promise<ShowTicketDetail> =>
      unwrap(api.tours[":tourId"].tickets[":showId"].$get({ param: { tourId, showId } }), {
        id: "tickets.detail.loadError",
        defaultMessage: "Failed to load the show's counts",
      }),
  });

/** Whether crew and artists read counts: the owner's setting. */
export const ticketSettingsQuery = queryOptions({
  queryKey: queryKeys.tickets.settings,
  queryFn: (): Promise<TicketSettings> =>
    unwrap(api["ticket-settings"].$get(), {
      id: "tickets.api.loadSettings",
      defaultMessage: "Failed to load the ticket settings",
    }),
});

export const reportCountMutation = mutationOptions({
  mutationFn: ({
    tourId,
    showId,
    report,
  }: {
    tourId: string;
    showId: string;
    report: CountReport;
  }) =>
    unwrap(
      api.tours[":tourId"].tickets[":showId"].$post({ param: { tourId, showId }, json: report }),
      { id: "tickets.api.saveCount", defaultMessage: "Failed to save the count" },
    ),
});

export const deleteCountMutation = mutationOptions({
  mutationFn: ({ tourId, showId, countId }: { tourId: string; showId: string; countId: string }) =>
    unwrap(
      api.tours[":tourId"].tickets[":showId"].counts[":countId"].$delete({
        param: { tourId, showId, countId },
      }),
      { id: "tickets.api.deleteCount", defaultMessage: "Failed to delete the count" },
    ),
});

export const saveTicketSettingsMutation = mutationOptions({
  mutationFn: (settings: TicketSettings): Promise<TicketSettings> =>
    unwrap(api["ticket-settings"].$put({ json: settings }), {
      id: "tickets.api.saveSetting",
      defaultMessage: "Failed to save the setting",
    }),
});
