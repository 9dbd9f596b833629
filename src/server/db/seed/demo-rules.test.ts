import { describe, expect, it } from "vitest";
import { utcToZoned } from "@/domain/zoned-time";
import {
  airMiles,
  CITY_COORDINATES,
  campaignFitsTour,
  designTimeline,
  driveHours,
  estimatedGross,
  planLeg,
  roadMiles,
  soldAt,
  withinPlan,
  zoneOf,
} from "./demo-rules";

const place = (name: string) => {
  const [city, state] = name.split(", ") as [string, string];
  return { city, state };
};
const atlanta = place("Atlanta, GA");
const seattle = place("Seattle, WA");
const chicago = place("Chicago, IL");
const columbus = place("Columbus, OH");

describe("demo distances", () => {
  it("Atlanta → Seattle is about 2,650 road miles, two days at the wheel", () => {
    expect(airMiles(atlanta, seattle)).toBeGreaterThan(2100);
    expect(roadMiles(atlanta, seattle)).toBeGreaterThan(2550);
    expect(roadMiles(atlanta, seattle)).toBeLessThan(2750);
    expect(driveHours(atlanta, seattle)).toBeGreaterThan(45);
  });

  it("Columbus → Chicago is a morning's drive", () => {
    expect(roadMiles(columbus, chicago)).toBeGreaterThan(330);
    expect(roadMiles(columbus, chicago)).toBeLessThan(400);
    expect(driveHours(columbus, chicago)).toBeGreaterThan(5.5);
    expect(driveHours(columbus, chicago)).toBeLessThan(7.5);
  });

  it("every demo city has a zone", () => {
    for (const name of Object.keys(CITY_COORDINATES)) expect(zoneOf(place(name))).toMatch(/\//);
  });
});

describe("planLeg", () => {
  it("flies a hop too long to drive, in the zones of both cities", () => {
    const leg = planLeg(atlanta, seattle, "2026-12-06", "2026-12-10");
    expect(leg.mode).toBe("flight");
    expect(leg.departureTz).toBe("America/New_York");
    expect(leg.arrivalTz).toBe("America/Los_Angeles");
    // On the day off before the show, at one of the route's departures from Atlanta.
    const local = utcToZoned(leg.departureAt, leg.departureTz);
    expect(local.date).toBe("2026-12-09");
    expect(["07:15", "09:40", "11:05", "13:30", "16:20"]).toContain(local.time);
    const hours = (leg.arrivalAt.getTime() - leg.departureAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(5);
    expect(hours).toBeLessThan(7.5);
  });

  it("drives on the show's day when there is no day off, arriving before load-in", () => {
    const leg = planLeg(columbus, chicago, "2026-12-02", "2026-12-03");
    expect(leg.mode).toBe("drive");
    expect(utcToZoned(leg.departureAt, "America/New_York")).toEqual({
      date: "2026-12-03",
      time: "08:00",
    });
    const arrival = utcToZoned(leg.arrivalAt, "America/Chicago");
    expect(arrival.date).toBe("2026-12-03");
    expect(arrival.time < "15:00").toBe(true);
    const hours = (leg.arrivalAt.getTime() - leg.departureAt.getTime()) / 3_600_000;
    expect(hours).toBe(driveHours(columbus, chicago));
  });
});

describe("the demo's plans and timelines", () => {
  it("rounds the estimated gross to $250 and accepts an outcome within 15 %", () => {
    expect(estimatedGross([1000, 2100.5, 7200])).toBe(10250);
    expect(withinPlan(10000, 11500)).toBe(true);
    expect(withinPlan(10000, 8499)).toBe(false);
    expect(withinPlan(31750, 71742)).toBe(false);
  });

  it("puts a design's proof before its review and its review before approval", () => {
    const t = designTimeline(-20);
    expect(t.created).toBeLessThan(t.proof);
    expect(t.proof).toBeLessThan(t.inReview);
    expect(t.inReview).toBeLessThan(t.approved);
    expect(t.approved).toBe(-20);
    expect(t.completed).toBeGreaterThan(t.approved);
  });

  it("sells merch only at shows played after the design was approved", () => {
    const today = "2026-11-25";
    expect(soldAt(-30, "2026-11-20", today)).toBe(true);
    expect(soldAt(-3, "2026-11-20", today)).toBe(false);
    expect(soldAt(-30, "2026-11-25", today)).toBe(false);
    expect(soldAt(-30, "2026-12-01", today)).toBe(false);
  });

  it("keeps a tour's campaign around the tour", () => {
    const tour = { startDate: "2026-06-01", endDate: "2026-06-20" };
    expect(campaignFitsTour({ startDate: "2026-04-01", endDate: "2026-06-20" }, tour)).toBe(true);
    expect(campaignFitsTour({ startDate: "2026-05-20", endDate: null }, tour)).toBe(true);
    expect(campaignFitsTour({ startDate: "2026-02-01", endDate: "2026-03-01" }, tour)).toBe(false);
    expect(campaignFitsTour({ startDate: "2026-05-20", endDate: "2026-07-01" }, tour)).toBe(false);
    expect(campaignFitsTour({ startDate: "2026-06-21", endDate: null }, tour)).toBe(false);
    expect(campaignFitsTour({ startDate: null, endDate: null }, tour)).toBe(false);
  });
});

describe("flights vary", () => {
  it("leave at different times on different routes, never later than the van would on the show's day", () => {
    const cities = [
      atlanta,
      seattle,
      { city: "Denver", state: "CO" },
      { city: "Austin", state: "TX" },
    ];
    const times = new Set<string>();
    for (const a of cities)
      for (const b of cities) {
        if (a === b) continue;
        const leg = planLeg(a, b, "2026-12-06", "2026-12-10");
        if (leg.mode === "flight") times.add(utcToZoned(leg.departureAt, leg.departureTz).time);
        const sameDay = planLeg(a, b, "2026-12-09", "2026-12-10");
        if (sameDay.mode === "flight")
          expect(utcToZoned(sameDay.departureAt, sameDay.departureTz).time <= "08:00").toBe(true);
      }
    expect(times.size).toBeGreaterThan(1);
  });
});
