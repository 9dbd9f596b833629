import { describe, expect, it } from "vitest";
import { mayCall, ROUTE_ACCESS, routeKeyOf } from "./route-access";

describe("routeKeyOf", () => {
  it("picks /shows/order over /shows/:showId", () => {
    expect(routeKeyOf("PUT", "/api/tours/t1/shows/order")).toBe(
      "PUT /api/tours/:tourId/shows/order",
    );
    expect(routeKeyOf("PUT", "/api/tours/t1/shows/s1")).toBe(
      "PUT /api/tours/:tourId/shows/:showId",
    );
  });

  it("reads every key of the table as that key's own route (the client asks by key)", () => {
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, path] = key.split(" ") as [string, string];
      expect(routeKeyOf(method, path)).toBe(key);
    }
  });

  it("picks the literal route over a parameter in the same place", () => {
    expect(routeKeyOf("GET", "/api/tours/options")).toBe("GET /api/tours/options");
    expect(routeKeyOf("GET", "/api/tours/t1")).toBe("GET /api/tours/:tourId");
    expect(routeKeyOf("GET", "/api/negotiations/calendar")).toBe("GET /api/negotiations/calendar");
    expect(routeKeyOf("GET", "/api/tours/t1/financials.csv")).toBe(
      "GET /api/tours/:tourId/financials.csv",
    );
  });

  it("answers HEAD as GET", () => {
    expect(routeKeyOf("HEAD", "/api/overview")).toBe("GET /api/overview");
    expect(routeKeyOf("HEAD", "/api/tours/t1/day-sheets/s1/pdf")).toBe(
      "GET /api/tours/:tourId/day-sheets/:showId/pdf",
    );
  });

  it("takes a trailing slash, and nothing longer or of another method", () => {
    expect(routeKeyOf("GET", "/api/tours/")).toBe("GET /api/tours");
    expect(routeKeyOf("GET", "/api/tours/t1/shows/s1/extra")).toBeUndefined();
    expect(routeKeyOf("PATCH", "/api/tours/t1")).toBeUndefined();
    expect(routeKeyOf("GET", "/api/nothing-here")).toBeUndefined();
  });
});

describe("mayCall", () => {
  it("leaves an unknown route to owners and managers", () => {
    expect(mayCall("owner", "GET", "/api/nothing-here")).toBe(true);
    expect(mayCall("manager", "POST", "/api/nothing-here")).toBe(true);
    expect(mayCall("crew", "GET", "/api/nothing-here")).toBe(false);
    expect(mayCall("artist", "GET", "/api/nothing-here")).toBe(false);
  });

  it("lets everyone signed in call their own account's routes", () => {
    for (const role of ["owner", "manager", "crew", "artist"] as const) {
      expect(mayCall(role, "GET", "/api/profile")).toBe(true);
      expect(mayCall(role, "PUT", "/api/team/current")).toBe(true);
    }
  });

  it("keeps money routes from crew and artists, and lets crew enter counts and day sheets", () => {
    expect(mayCall("crew", "GET", "/api/tours/t1/finance")).toBe(false);
    expect(mayCall("artist", "GET", "/api/tours/t1/deals")).toBe(false);
    expect(mayCall("crew", "GET", "/api/merch/sales")).toBe(false);
    expect(mayCall("crew", "PUT", "/api/merch/shows/s1/counts")).toBe(true);
    expect(mayCall("crew", "PUT", "/api/tours/t1/day-sheets/s1")).toBe(true);
    expect(mayCall("crew", "GET", "/api/campaigns")).toBe(false);
    expect(mayCall("artist", "GET", "/api/campaigns")).toBe(true);
    expect(mayCall("artist", "POST", "/api/merch/projects/p1/moves")).toBe(true);
    expect(mayCall("manager", "DELETE", "/api/team")).toBe(false);
  });

  it("gives crew and artists no route whose path names money", () => {
    const moneyPath = /financ|deal|budget|settlement|pnl|rider|sales|products|partners/;
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      if (!moneyPath.test(key) || access === "signedIn") continue;
      expect(access, key).not.toContain("crew");
      expect(access, key).not.toContain("artist");
    }
  });
});
