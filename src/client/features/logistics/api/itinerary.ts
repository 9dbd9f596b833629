import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { DaySheetFormValues } from "@/domain/logistics/day-sheets";
import type { LodgingFormValues, TravelLegFormValues } from "@/domain/logistics/itinerary";

const t = api.tours[":tourId"];

export const itineraryQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.logistics.itinerary(tourId),
    queryFn: () =>
      unwrap(t.itinerary.$get({ param: { tourId } }), {
        id: "logistics.itinerary.fetchItineraryFailed",
        defaultMessage: "Failed to fetch the itinerary",
      }),
  });

export const daySheetQuery = (tourId: string, showId: string) =>
  queryOptions({
    queryKey: queryKeys.logistics.daySheet(tourId, showId),
    queryFn: () =>
      unwrap(t["day-sheets"][":showId"].$get({ param: { tourId, showId } }), {
        id: "logistics.itinerary.fetchDaySheetFailed",
        defaultMessage: "Failed to fetch the day sheet",
      }),
  });
export type DaySheetData = Awaited<ReturnType<ReturnType<typeof daySheetQuery>["queryFn"] & {}>>;

const itineraryWrites = {
  saveLeg: ({ tourId, id, input }: { tourId: string; id?: string; input: TravelLegFormValues }) =>
    id
      ? unwrap(t["travel-legs"][":id"].$put({ param: { tourId, id }, json: input }), {
          id: "logistics.itinerary.saveTravelLegFailed",
          defaultMessage: "Failed to save the travel leg",
        })
      : unwrap(t["travel-legs"].$post({ param: { tourId }, json: input }), {
          id: "logistics.itinerary.addTravelLegFailed",
          defaultMessage: "Failed to add the travel leg",
        }),
  deleteLeg: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t["travel-legs"][":id"].$delete({ param: { tourId, id } }), {
      id: "logistics.itinerary.deleteTravelLegFailed",
      defaultMessage: "Failed to delete the travel leg",
    }),
  saveLodging: ({
    tourId,
    id,
    input,
  }: {
    tourId: string;
    id?: string;
    input: LodgingFormValues;
  }) =>
    id
      ? unwrap(t.lodgings[":id"].$put({ param: { tourId, id }, json: input }), {
          id: "logistics.itinerary.saveHotelFailed",
          defaultMessage: "Failed to save the hotel",
        })
      : unwrap(t.lodgings.$post({ param: { tourId }, json: input }), {
          id: "logistics.itinerary.addHotelFailed",
          defaultMessage: "Failed to add the hotel",
        }),
  deleteLodging: ({ tourId, id }: { tourId: string; id: string }) =>
    unwrap(t.lodgings[":id"].$delete({ param: { tourId, id } }), {
      id: "logistics.itinerary.deleteHotelFailed",
      defaultMessage: "Failed to delete the hotel",
    }),
  saveDaySheet: ({
    tourId,
    showId,
    input,
  }: {
    tourId: string;
    showId: string;
    input: DaySheetFormValues;
  }) =>
    unwrap(t["day-sheets"][":showId"].$put({ param: { tourId, showId }, json: input }), {
      id: "logistics.itinerary.saveDaySheetFailed",
      defaultMessage: "Failed to save the day sheet",
    }),
};
type Writes = typeof itineraryWrites;

/**
 * Travel and hotel costs are expenses: every write refreshes the tour's itinerary and day
 * sheets and its money too.
 */
export function useItineraryMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<Writes[K]>>, Error, Parameters<Writes[K]>[0]>({
    mutationKey: [...queryKeys.logistics.all, name],
    mutationFn: itineraryWrites[name] as (
      input: Parameters<Writes[K]>[0],
    ) => Promise<Awaited<ReturnType<Writes[K]>>>,
    onSuccess: (_r, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.logistics.tour(input.tourId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.finances.tour(input.tourId) });
    },
  });
}

/**
 * The tour's party, for the "Who travels" and rooms pickers (issue 54): the party's own route
 * (managers only, as booking travel is), read for its people's ids and names.
 */
export const partyPeopleQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.party.people(tourId),
    queryFn: () =>
      unwrap(t.party.$get({ param: { tourId } }), {
        id: "logistics.itinerary.fetchTourPartyFailed",
        defaultMessage: "Failed to fetch the tour's party",
      }),
    select: (party) => party.people.map((p) => ({ id: p.id, name: p.name, roadRole: p.roadRole })),
  });
export type PartyPick = { id: string; name: string; roadRole: string };
