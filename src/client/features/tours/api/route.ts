import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { RouteSettingsValues } from "@/domain/tours/routing/road-costs";

const t = api.tours[":tourId"];

export const routeQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.tours.route(tourId),
    queryFn: () =>
      unwrap(t.route.$get({ param: { tourId } }), {
        id: "tours.route.loadRouteFailed",
        defaultMessage: "Failed to load the route",
      }),
  });

export type TourRouteView = Awaited<ReturnType<ReturnType<typeof routeQuery>["queryFn"] & {}>>;

/** The road budget's assumptions; the answer is the route priced again. */
export function useSaveRouteSettings(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: RouteSettingsValues) =>
      unwrap(t.route.settings.$put({ param: { tourId }, json }), {
        id: "tours.route.saveRoadSettingsFailed",
        defaultMessage: "Failed to save the road settings",
      }),
    onSuccess: (route) => {
      queryClient.setQueryData(queryKeys.tours.route(tourId), route);
      // The unit is the workspace's: every tour's route reads it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.tours.all });
      // The road's rows are in the tour's budget, or just left it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.finances.tour(tourId) });
    },
  });
}
