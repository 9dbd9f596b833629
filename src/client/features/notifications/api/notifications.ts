import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { PURPOSE_HEADER } from "@/domain/offline-cache";

/** The bell asks on every page, the page did not: tests that count a page's reads tell them apart. */
const BELL = { headers: { [PURPOSE_HEADER]: "bell" } };

/** The bell's list and unread count; read again every minute while a page is open. */
export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications.list,
  queryFn: () =>
    unwrap(api.notifications.$get(undefined, BELL), {
      id: "notifications.api.loadNotificationsFailed",
      defaultMessage: "Could not load your notifications",
    }),
  refetchInterval: 60_000,
});

export const markReadMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(api.notifications[":id"].read.$post({ param: { id } }), {
      id: "notifications.api.markItReadFailed",
      defaultMessage: "Could not mark it read",
    }),
});

export const markAllReadMutation = mutationOptions({
  mutationFn: () =>
    unwrap(api.notifications["read-all"].$post(), {
      id: "notifications.api.markThemReadFailed",
      defaultMessage: "Could not mark them read",
    }),
});
