import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ActivityPage } from "@/domain/team/activity";

const PAGE_SIZE = 50;

/** The workspace's activity, newest first, 50 at a time; "" means no filter. */
export const activityQuery = (userId: string, area: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activity.list(userId, area),
    queryFn: async ({ pageParam }): Promise<ActivityPage> => {
      const query: Record<string, string> = { limit: String(PAGE_SIZE) };
      if (userId) query.userId = userId;
      if (area) query.area = area;
      if (pageParam) query.before = pageParam;
      return unwrap(api.activity.$get({ query }), {
        id: "team.activity.loadActivityFailed",
        defaultMessage: "Could not load the activity",
      });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
