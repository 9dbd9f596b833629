import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@/client/i18n/t";
import { ApiRequestError, NETWORK_MESSAGE, refusalOf } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { CountReportInput } from "@/domain/tickets/counts";
import type { TicketLinkReported, TicketLinkView } from "@/domain/tickets/links";

/** The promoter's page: a plain fetch without a session, as the advance link's (not in AppType). */
async function linkFetch(url: string, init?: RequestInit) {
  try {
    // Relative to the page, as fetch itself resolves it (jsdom's Request needs it absolute).
    return await fetch(new URL(url, globalThis.location?.href), { credentials: "omit", ...init });
  } catch {
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
}

const pathOf = (token: string) => `/api/ticket-links/${encodeURIComponent(token)}`;

export const ticketLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.link(token),
    queryFn: async (): Promise<TicketLinkView> => {
      const res = await linkFetch(pathOf(token));
      if (!res.ok)
        throw await refusalOf(res, {
          id: "tickets.api.openLink",
          defaultMessage: "Failed to open the ticket count",
        });
      return (await res.json()) as TicketLinkView;
    },
    // A link that is unknown or gone stays so.
    retry: (count, err) =>
      !(err instanceof ApiRequestError && (err.status === 404 || err.status === 410)) && count < 2,
  });

/** Today's count, sent; the page reads the show again so its tiers start from this count. */
export function useSendTicketCount(token: string) {
  const queryClient = useQueryClient();
  return useMutation<TicketLinkReported, ApiRequestError, CountReportInput>({
    mutationFn: async (report) => {
      const res = await linkFetch(pathOf(token), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(report),
      });
      if (!res.ok)
        throw await refusalOf(res, {
          id: "tickets.api.notSent",
          defaultMessage: "The count was not sent",
        });
      return (await res.json()) as TicketLinkReported;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.link(token) }),
  });
}
