import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

const encoder = new TextEncoder();

/** One account's requests: JSON reads and writes, and a file's text sent as the raw body. */
export const actingAs = (t: TestApp, a: Account) => ({
  get: (path: string) => call(t, "GET", path, { cookie: a.cookie }),
  send: (method: string, path: string, json: unknown) =>
    call(t, method, path, { cookie: a.cookie, json }),
  upload: (path: string, text: string) =>
    call(t, "POST", path, { cookie: a.cookie, raw: encoder.encode(text) }),
});

/**
 * A tour of 1–20 November 2026 with one confirmed show on the 3rd (the day the currency
 * tests' rates file has), at `venueName`, with the travel estimate given (else none).
 */
export async function confirmedShowOn3November(
  t: TestApp,
  a: Account,
  venueName: string,
  estimatedTravelCost = "0",
) {
  const db = t.database.db;
  const tour = await insertTour(db, a.userId, { startDate: "2026-11-01", endDate: "2026-11-20" });
  const venue = await insertVenue(db, a.userId, { name: venueName });
  const show = await insertShow(db, a.userId, tour.id, venue.id, {
    orderInTour: 1,
    performanceDate: "2026-11-03",
    status: "confirmed",
    estimatedTravelCost,
    estimatedAccommodationCost: "0",
  });
  return { tourId: tour.id, showId: show.id };
}
