import { describe, expect, it } from "vitest";
import { insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();

/**
 * Every money field over HTTP: the amount typed is the amount stored, to the cent, up to the
 * column's limit; anything else is a 400 naming the field (docs/decisions/0008).
 */
describe("money over the API", () => {
  const MAX = "999999999999.99";

  async function newTour(totalEstimatedCost: unknown) {
    return call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { title: "Money run", totalEstimatedCost },
    });
  }

  it("stores the largest amount the column holds exactly, and adds it up exactly", async () => {
    const tour = await newTour(MAX);
    expect(tour.status).toBe(201);
    expect(tour.data.totalEstimatedCost).toBe(MAX);
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    const show = await call(s.t, "POST", `/api/tours/${tour.data.id}/shows`, {
      cookie: s.a.cookie,
      json: {
        venueMode: "existing",
        venueId: venue.id,
        performanceDate: "2026-05-01",
        status: "confirmed",
        venueFee: ` ${MAX} `,
        estimatedTravelCost: "0.28",
        estimatedAccommodationCost: 2.67,
      },
    });
    expect(show.status).toBe(201);
    expect(show.data).toMatchObject({
      venueFee: MAX,
      estimatedTravelCost: "0.28",
      estimatedAccommodationCost: "2.67",
    });
    const read = await call(s.t, "GET", `/api/tours/${tour.data.id}`, { cookie: s.a.cookie });
    expect(read.data.tour.totalEstimatedCost).toBe(MAX);
    // A confirmed show with no deal books its offer, exact at the limit.
    expect(read.data.moneyTotals.booked).toBe(MAX);
  });

  it.each([
    ["1.005", "Estimated gross can have at most 2 decimals"],
    ["2.675", "Estimated gross can have at most 2 decimals"],
    ["999999999999.999", "Estimated gross can have at most 2 decimals"],
    ["1000000000000", "Estimated gross cannot be more than 999,999,999,999.99"],
    [1e15, "Estimated gross cannot be more than 999,999,999,999.99"],
    ["1e5", "Estimated gross must be a plain amount like 1234.50"],
    ["0x1F", "Estimated gross must be a plain amount like 1234.50"],
  ])("a tour cost of %j is a 400 naming the field", async (value, message) => {
    const res = await newTour(value);
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ totalEstimatedCost: message });
  });

  it("refuses a show fee and a campaign budget beyond the column the same way", async () => {
    const tour = await newTour("10");
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    const show = await call(s.t, "POST", `/api/tours/${tour.data.id}/shows`, {
      cookie: s.a.cookie,
      json: {
        venueMode: "existing",
        venueId: venue.id,
        performanceDate: "2026-05-01",
        venueFee: "1000000000000",
      },
    });
    expect(show.status).toBe(400);
    expect(show.data.error.fields).toEqual({
      venueFee: "Venue fee cannot be more than 999,999,999,999.99",
    });
    const campaign = await call(s.t, "POST", "/api/campaigns", {
      cookie: s.a.cookie,
      json: { title: "Teaser", platform: "TikTok", budget: "0.285" },
    });
    expect(campaign.status).toBe(400);
    expect(campaign.data.error.fields).toEqual({ budget: "Budget can have at most 2 decimals" });
  });
});
