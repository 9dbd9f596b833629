import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

/** Each show's "advanced 7 of 12" (issue 38), under the logistics key its writes refresh. */
export const advanceProgressQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.logistics.advances(tourId),
    queryFn: () =>
      unwrap(api.tours[":tourId"].advances.$get({ param: { tourId } }), {
        id: "tours.advanceProgress.fetchAdvancesFailed",
        defaultMessage: "Failed to fetch the advances",
      }),
  });
