import { describe, expect, it } from "vitest";
import { areaOfRoute } from "./activity-areas";
import { describeWrite } from "./activity-words";
import { ROUTE_ACCESS, type RouteKey } from "./route-access";

const KEYS = Object.keys(ROUTE_ACCESS) as RouteKey[];

describe("the area of a route", () => {
  it("is known for every route of the roles table (a new route needs its area here)", () => {
    expect(KEYS.filter((key) => !areaOfRoute(key))).toEqual([]);
  });

  it("follows ADR 0007's prefixes where a tour's money and road share /tours/:tourId", () => {
    expect(areaOfRoute("POST /api/tours")).toBe("tours");
    expect(areaOfRoute("PUT /api/tours/:tourId/shows/:showId")).toBe("tours");
    expect(areaOfRoute("POST /api/tours/:tourId/financials")).toBe("finances");
    expect(areaOfRoute("GET /api/tours/:tourId/pnl.pdf")).toBe("finances");
    expect(areaOfRoute("PUT /api/tours/:tourId/day-sheets/:showId")).toBe("logistics");
    expect(areaOfRoute("POST /api/tours/:tourId/guest-lists/:showId/guests")).toBe("logistics");
    expect(areaOfRoute("POST /api/imports/tours/:tourId/financials")).toBe("finances");
    expect(areaOfRoute("POST /api/imports/shows")).toBe("tours");
    expect(areaOfRoute("GET /api/exports/tours.csv")).toBe("overview");
    expect(areaOfRoute("PUT /api/merch/shows/:showId/counts")).toBe("merch");
    expect(areaOfRoute("DELETE /api/campaigns/:id")).toBe("marketing");
  });
});

describe("what a write says", () => {
  it("says something for every write a member makes in the workspace", () => {
    const writes = KEYS.filter(
      (key) => !key.startsWith("GET ") && ROUTE_ACCESS[key] !== "signedIn",
    );
    const silent = writes.filter((key) => !describeWrite(key, {}));
    // Deleting the workspace deletes its log: there is nowhere to say it.
    expect(silent).toEqual([
      "DELETE /api/team",
      "POST /api/exports/drive",
      "POST /api/imports/shows/preview",
      "POST /api/imports/tours/:tourId/financials/preview",
      "POST /api/imports/songs/preview",
      "POST /api/imports/tickets/preview",
    ]);
  });

  it("leaves out a person's own profile, the switcher and view-as", () => {
    for (const key of ["PATCH /api/profile", "PUT /api/team/current", "PUT /api/team/view-as"]) {
      expect(describeWrite(key as RouteKey, {})).toBeUndefined();
    }
  });
});
