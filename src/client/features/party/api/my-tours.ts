import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { MyTour, MyToursAnswer } from "@/domain/party/answers";

/** The tours whose party the reader is on. */
export const myToursQuery = queryOptions({
  queryKey: queryKeys.party.mine,
  queryFn: (): Promise<MyToursAnswer> =>
    unwrap(api["my-tours"].$get(), {
      id: "party.myTours.loadToursFailed",
      defaultMessage: "Failed to load your tours",
    }),
});

/** The reader's own lines, totals, legs and rooms on one tour. */
export const myTourQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.party.myTour(tourId),
    queryFn: (): Promise<MyTour> =>
      unwrap(api["my-tours"][":tourId"].$get({ param: { tourId } }), {
        id: "party.myTours.loadTourFailed",
        defaultMessage: "Failed to load your tour",
      }),
  });

/** The reader's statement for one tour, rendered by the server (never kept offline). */
export const statementUrl = (tourId: string) =>
  `/api/my-tours/${encodeURIComponent(tourId)}/statement.pdf`;
