import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

const s = setupApiSuite();

const show = {
  venueMode: "new",
  newVenue: { name: "Kilby Court", city: "Salt Lake City", state: "UT", capacity: "300" },
  performanceDate: "2027-04-16",
  venueFee: "900",
};

describe("Add Venue on a new account", () => {
  it("creates the tour with the show when the account has none ('+ New tour')", async () => {
    const fresh = await signUp(s.t);
    const before = await call(s.t, "GET", "/api/tours", { cookie: fresh.cookie });
    expect(before.data).toEqual([]);
    const res = await call(s.t, "POST", "/api/negotiations", {
      cookie: fresh.cookie,
      json: { tourMode: "new", newTour: { title: "Spring Run" }, show, status: "hold" },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.negotiation).toMatchObject({
      tourTitle: "Spring Run",
      venueName: "Kilby Court",
      status: "hold",
      holdRank: 1,
    });
    const tours = await call(s.t, "GET", "/api/tours", { cookie: fresh.cookie });
    expect(tours.data.map((t: { title: string }) => t.title)).toEqual(["Spring Run"]);
    expect(tours.data[0].id).toBe(res.data.negotiation.tourId);
  });

  it("names the field: a new tour without a title, an existing tour not chosen", async () => {
    const noTitle = await call(s.t, "POST", "/api/negotiations", {
      cookie: s.a.cookie,
      json: { tourMode: "new", newTour: { title: "  " }, show },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.data.error.fields).toEqual({ "newTour.title": "Tour title is required" });
    const noTour = await call(s.t, "POST", "/api/negotiations", {
      cookie: s.a.cookie,
      json: { show },
    });
    expect(noTour.status).toBe(400);
    expect(noTour.data.error.fields).toEqual({ tourId: "Choose a tour" });
    const tours = await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie });
    expect(tours.data.some((t: { title: string }) => t.title === "")).toBe(false);
  });

  it("a failed show rolls the new tour back (one step, nothing half-made)", async () => {
    const fresh = await signUp(s.t);
    const res = await call(s.t, "POST", "/api/negotiations", {
      cookie: fresh.cookie,
      json: {
        tourMode: "new",
        newTour: { title: "Never" },
        show: {
          venueMode: "existing",
          venueId: crypto.randomUUID(),
          performanceDate: "2027-04-16",
        },
      },
    });
    expect(res.status).toBe(400);
    expect((await call(s.t, "GET", "/api/tours", { cookie: fresh.cookie })).data).toEqual([]);
  });
});
