import { api, unwrap } from "@/client/lib/api-client";

/** The gazetteer's places for a city (GET /api/places), most populous first. */
export const findPlaces = (city: string, state: string, country: string) =>
  unwrap(api.places.$get({ query: { city, state, country } }), {
    id: "tours.places.lookUpCityFailed",
    defaultMessage: "Failed to look up the city",
  });

export type PlaceView = Awaited<ReturnType<typeof findPlaces>>["places"][number];
