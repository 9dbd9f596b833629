import { describe, expect, it } from "vitest";
import { toLocalInput, zonedToUtc } from "../zoned-time";
import { isAfterMidnight, scheduleOf } from "./day-sheets";
import {
  hasDaySheet,
  itineraryDays,
  itineraryShowLabel,
  type Lodging,
  legDate,
  type TravelLeg,
} from "./itinerary";

describe("local times in time zones", () => {
  it("reads a local time in its zone, daylight saving included", () => {
    expect(zonedToUtc("2026-01-15T09:30", "America/Chicago")?.toISOString()).toBe(
      "2026-01-15T15:30:00.000Z",
    );
    expect(zonedToUtc("2026-07-15T09:30", "America/Chicago")?.toISOString()).toBe(
      "2026-07-15T14:30:00.000Z",
    );
    expect(zonedToUtc("2026-07-15T09:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-07-15T07:30:00.000Z",
    );
    expect(toLocalInput("2026-07-15T14:30:00.000Z", "America/Chicago")).toBe("2026-07-15T09:30");
  });
  it("refuses unreal dates and unknown zones", () => {
    expect(zonedToUtc("2026-02-30T09:00", "UTC")).toBeNull();
    expect(zonedToUtc("2026-02-01T24:00", "UTC")).toBeNull();
    expect(zonedToUtc("2026-02-01T09:00", "Mars/Olympus")).toBeNull();
  });
  it("puts a red-eye on the day it leaves, in the zone it leaves from", () => {
    // 23:30 in Los Angeles is already the next day in UTC.
    const leg = {
      departureAt: zonedToUtc("2026-05-01T23:30", "America/Los_Angeles")!.toISOString(),
      departureTz: "America/Los_Angeles",
    };
    expect(legDate(leg)).toBe("2026-05-01");
  });
});

describe("itinerary days", () => {
  it("lists each hotel night and groups shows and legs by day", () => {
    const stay = { id: "h", checkIn: "2026-05-01", checkOut: "2026-05-03" } as Lodging;
    const leg = {
      id: "l",
      departureAt: "2026-05-02T15:00:00.000Z",
      departureTz: "UTC",
    } as TravelLeg;
    const days = itineraryDays(
      [
        {
          id: "s",
          performanceDate: "2026-05-02",
          venueName: "V",
          status: "confirmed",
          holdRank: null,
        },
      ],
      [leg],
      [stay],
    );
    expect(days.map((d) => [d.date, d.shows.length, d.legs.length, d.lodgings.length])).toEqual([
      ["2026-05-01", 0, 0, 1],
      ["2026-05-02", 1, 1, 1],
    ]);
  });

  it("marks holds and inquiries as what they are: no day sheet, never 'Show at'", () => {
    const show = (id: string, status: string, holdRank: number | null = null) => ({
      id,
      performanceDate: "2026-03-03",
      venueName: id,
      status,
      holdRank,
    });
    const [day] = itineraryDays(
      [
        show("Hall", "hold", 2),
        show("Club", "confirmed"),
        show("Bar", "pending"),
        show("Gone", "released"),
        show("Loft", "challenge", 1),
      ],
      [],
      [],
    );
    // The confirmed show first; released dates are off the road.
    expect(day!.shows.map(itineraryShowLabel)).toEqual([
      "Show at Club",
      "Hold (2nd) at Hall",
      "Inquiry at Bar",
      "Challenge (1st) at Loft",
    ]);
    expect(day!.shows.filter(hasDaySheet).map((s) => s.id)).toEqual(["Club"]);
  });
});

describe("day sheet times", () => {
  it("counts times before 06:00 as after midnight of the show day", () => {
    expect(isAfterMidnight("00:30")).toBe(true);
    expect(isAfterMidnight("05:59")).toBe(true);
    expect(isAfterMidnight("06:00")).toBe(false);
    const order = scheduleOf({ loadOut: "01:00", curfew: "23:30", loadIn: "15:00" });
    expect(order.map((t) => [t.key, t.afterMidnight])).toEqual([
      ["loadIn", false],
      ["curfew", false],
      ["loadOut", true],
    ]);
  });
});
