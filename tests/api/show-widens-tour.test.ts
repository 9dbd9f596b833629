import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tours } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

/**
 * "Extend the tour to …" in Add/Edit Show and Add Venue: the show and the tour's widened dates
 * are one request and one transaction, so they change together or not at all.
 */
const s = setupApiSuite();

async function mayTour() {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId, { startDate: "2028-05-01", endDate: "2028-05-20" });
  const venue = await insertVenue(db, s.a.userId, { name: `Room ${Math.random()}` });
  return { tourId: tour.id, venueId: venue.id };
}

async function tourDates(tourId: string) {
  const [row] = await s.t.database.db
    .select({ startDate: tours.startDate, endDate: tours.endDate })
    .from(tours)
    .where(eq(tours.id, tourId));
  return row;
}

const at = (venueId: string, performanceDate: string, extra: object = {}) => ({
  venueMode: "existing",
  venueId,
  performanceDate,
  ...extra,
});

const addShow = (tourId: string, json: object) =>
  call(s.t, "POST", `/api/tours/${tourId}/shows`, { cookie: s.a.cookie, json });

const showCount = async (tourId: string) =>
  (await call(s.t, "GET", `/api/tours/${tourId}/shows`, { cookie: s.a.cookie })).data.length;

describe("a show that widens its tour", () => {
  it("Add Show after the end moves the end date in the same request", async () => {
    const { tourId, venueId } = await mayTour();
    const res = await addShow(tourId, at(venueId, "2028-05-24", { widenTour: true }));
    expect(res.status).toBe(201);
    expect(await tourDates(tourId)).toEqual({ startDate: "2028-05-01", endDate: "2028-05-24" });
  });

  it("without the flag, or with a date inside, the tour's dates stay", async () => {
    const { tourId, venueId } = await mayTour();
    expect((await addShow(tourId, at(venueId, "2028-04-20"))).status).toBe(201);
    expect((await addShow(tourId, at(venueId, "2028-05-10", { widenTour: true }))).status).toBe(
      201,
    );
    expect(await tourDates(tourId)).toEqual({ startDate: "2028-05-01", endDate: "2028-05-20" });
  });

  it("a refused show leaves the tour's dates as they were (neither row changes)", async () => {
    const { tourId, venueId } = await mayTour();
    await insertShow(s.t.database.db, s.a.userId, tourId, venueId, {
      performanceDate: "2028-04-28",
      status: "confirmed",
    });
    const refused = await addShow(
      tourId,
      at(venueId, "2028-04-28", { status: "confirmed", widenTour: true }),
    );
    expect(refused.status).toBe(409);
    expect(await tourDates(tourId)).toEqual({ startDate: "2028-05-01", endDate: "2028-05-20" });
    expect(await showCount(tourId)).toBe(1);
  });

  it("Edit Show to a date before the start moves the start date with the show", async () => {
    const { tourId, venueId } = await mayTour();
    const added = await addShow(tourId, at(venueId, "2028-05-05"));
    const res = await call(s.t, "PUT", `/api/tours/${tourId}/shows/${added.data.id}`, {
      cookie: s.a.cookie,
      json: at(venueId, "2028-04-25", { widenTour: true }),
    });
    expect(res.status).toBe(200);
    expect(res.data.performanceDate).toBe("2028-04-25");
    expect(await tourDates(tourId)).toEqual({ startDate: "2028-04-25", endDate: "2028-05-20" });
  });

  it("Add Venue in the HCC Manager widens the chosen tour the same way", async () => {
    const { tourId, venueId } = await mayTour();
    const res = await call(s.t, "POST", "/api/negotiations", {
      cookie: s.a.cookie,
      json: { tourId, show: at(venueId, "2028-06-02"), status: "hold", widenTour: true },
    });
    expect(res.status).toBe(201);
    expect(await tourDates(tourId)).toEqual({ startDate: "2028-05-01", endDate: "2028-06-02" });
  });

  it("refuses a flag that is not true or false", async () => {
    const { tourId, venueId } = await mayTour();
    const res = await addShow(tourId, at(venueId, "2028-05-24", { widenTour: "yes" }));
    expect(res.status).toBe(400);
    expect(res.data.error.fields.widenTour).toBe("widenTour is true or false");
    expect(await tourDates(tourId)).toEqual({ startDate: "2028-05-01", endDate: "2028-05-20" });
  });
});
