import { keepPreviousData, mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Message } from "@/client/i18n/t";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  CreateNegotiationValues,
  NegotiationDetailsInput,
} from "@/domain/negotiations/negotiations";

export const NEGOTIATIONS_ERROR: Message = {
  id: "negotiations.page.error",
  defaultMessage: "Failed to fetch negotiations",
};

/** The HCC Manager in one request: figures, suggestions, urgent items, a page of venues. */
export const negotiationsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.negotiations.page(page),
    queryFn: () =>
      unwrap(api.negotiations.$get({ query: { page: String(page) } }), NEGOTIATIONS_ERROR),
    // Holds run out while the page is open: refresh every minute.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
/** The negotiations a month grid shows (its first to last visible day). */
export const calendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.negotiations.calendar(from, to),
    queryFn: () =>
      unwrap(api.negotiations.calendar.$get({ query: { from, to } }), NEGOTIATIONS_ERROR),
    placeholderData: keepPreviousData,
  });

export const negotiationQuery = (showId: string) =>
  queryOptions({
    queryKey: queryKeys.negotiations.detail(showId),
    queryFn: () =>
      unwrap(api.negotiations[":showId"].$get({ param: { showId } }), {
        id: "negotiations.api.fetchNegotiationFailed",
        defaultMessage: "Failed to fetch the negotiation",
      }),
  });

export const dealMutation = mutationOptions({
  mutationFn: ({ showId }: { showId: string }) =>
    unwrap(api.negotiations[":showId"].deal.$post({ param: { showId } }), {
      id: "negotiations.api.recordDealFailed",
      defaultMessage: "Failed to record the deal",
    }),
});

export const dismissMutation = mutationOptions({
  mutationFn: ({ showId, rule, reason }: { showId: string; rule: string; reason?: string }) =>
    unwrap(
      api.negotiations[":showId"].dismissals.$post({ param: { showId }, json: { rule, reason } }),
      {
        id: "negotiations.api.overrideSuggestionFailed",
        defaultMessage: "Failed to override the suggestion",
      },
    ),
});

export const detailsMutation = mutationOptions({
  mutationFn: ({ showId, ...json }: { showId: string } & NegotiationDetailsInput) =>
    unwrap(api.negotiations[":showId"].$patch({ param: { showId }, json }), {
      id: "negotiations.api.saveNegotiationFailed",
      defaultMessage: "Failed to save the negotiation",
    }),
});

export const createNegotiationMutation = mutationOptions({
  mutationFn: (input: CreateNegotiationValues) =>
    unwrap(api.negotiations.$post({ json: input }), {
      id: "negotiations.api.addVenueFailed",
      defaultMessage: "Failed to add the venue",
    }),
});

export const calendarFeedQuery = queryOptions({
  queryKey: queryKeys.calendarFeed,
  queryFn: () =>
    unwrap(api["calendar-feed"].$get(), {
      id: "negotiations.api.loadCalendarFeedFailed",
      defaultMessage: "Failed to load the calendar feed",
    }),
});

export const rotateFeedMutation = mutationOptions({
  mutationFn: () =>
    unwrap(api["calendar-feed"].$post(), {
      id: "negotiations.api.createCalendarFeedFailed",
      defaultMessage: "Failed to create the calendar feed",
    }),
});

export const revokeFeedMutation = mutationOptions({
  mutationFn: () =>
    unwrap(api["calendar-feed"].$delete(), {
      id: "negotiations.api.turnOffCalendarFeedFailed",
      defaultMessage: "Failed to turn off the calendar feed",
    }),
});
