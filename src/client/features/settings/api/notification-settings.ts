import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/client/lib/api-client";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { queryKeys } from "@/client/lib/query-keys";
import { plainZone } from "@/domain/logistics/time-zones";
import type { UpdateNotificationSettings } from "@/domain/notifications/delivery";
import { PURPOSE_HEADER } from "@/domain/offline-cache";

const BELL = { headers: { [PURPOSE_HEADER]: "bell" } };

export const notificationSettingsQuery = queryOptions({
  queryKey: queryKeys.notifications.settings,
  queryFn: () =>
    unwrap(api.notifications.settings.$get(undefined, BELL), {
      id: "settings.notificationSettings.loadNotificationSettingsFailed",
      defaultMessage: "Could not load your notification settings",
    }),
  staleTime: 5 * 60_000,
});

const updateMutation = mutationOptions({
  mutationFn: (input: UpdateNotificationSettings) =>
    unwrap(api.notifications.settings.$put({ json: input }), {
      id: "settings.notificationSettings.saveNotificationSettingsFailed",
      defaultMessage: "Could not save your notification settings",
    }),
});

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMutation,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notifications.settings, data),
  });
}

/** The browser's zone, once, for a person who never chose one: their digest comes at their 08:00. */
export function useDefaultTimeZone() {
  const settings = useQuery(notificationSettingsQuery);
  const queryClient = useQueryClient();
  // Not the page's own request: marked like the bell's reads (ADR 0024).
  const update = useMutation({
    mutationFn: (input: UpdateNotificationSettings) =>
      unwrap(api.notifications.settings.$put({ json: input }, BELL), {
        id: "settings.notificationSettings.saveTimeZoneFailed",
        defaultMessage: "Could not save your time zone",
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notifications.settings, data),
  });
  const unset = settings.data !== undefined && settings.data.timeZone === null;
  const { mutate, isPending, isError } = update;
  useEffect(() => {
    if (!unset || isPending || isError) return;
    const zone = browserTimeZone();
    if (zone) mutate({ timeZone: plainZone(zone) });
  }, [unset, isPending, isError, mutate]);
}
