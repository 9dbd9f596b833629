import { queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { apiFetch } from "@/client/offline/offline-fetch";
import type { MyTour, MyToursAnswer } from "@/domain/party/answers";

// TODO(party-money): the typed client once GET /api/my-tours lands in AppType.
const read = <T>(path: string, fallback: string) =>
  unwrap(apiFetch(path) as Promise<{ ok: boolean; status: number; json(): Promise<T> }>, fallback);

/** The tours whose party the reader is on. */
export const myToursQuery = queryOptions({
  queryKey: queryKeys.party.mine,
  queryFn: (): Promise<MyToursAnswer> => read("/api/my-tours", "Failed to load your tours"),
});

/** The reader's own lines, totals, legs and rooms on one tour. */
export const myTourQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.party.myTour(tourId),
    queryFn: (): Promise<MyTour> =>
      read(`/api/my-tours/${encodeURIComponent(tourId)}`, "Failed to load your tour"),
  });

/** The reader's statement for one tour, rendered by the server (never kept offline). */
export const statementUrl = (tourId: string) =>
  `/api/my-tours/${encodeURIComponent(tourId)}/statement.pdf`;
