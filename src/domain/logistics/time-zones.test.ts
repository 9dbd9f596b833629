import { describe, expect, it } from "vitest";
import { isTimeZone } from "../zoned-time";
import {
  allTimeZones,
  defaultLegZone,
  plainZone,
  searchTimeZones,
  timeZoneLabel,
  zoneOfRegion,
} from "./time-zones";

describe("the time zones a travel leg offers", () => {
  it("are every IANA zone the runtime knows, not ten, UTC included", () => {
    const zones = allTimeZones();
    expect(zones.length).toBeGreaterThan(300);
    for (const z of ["Asia/Tokyo", "Australia/Sydney", "America/Sao_Paulo", "UTC"]) {
      expect(zones).toContain(z);
    }
    expect(zones.every(isTimeZone)).toBe(true);
    expect(allTimeZones(["Etc/GMT+5"])).toContain("Etc/GMT+5");
  });

  it("are found by any words of their name", () => {
    const zones = allTimeZones();
    expect(searchTimeZones(zones, "new york")).toEqual(["America/New_York"]);
    expect(searchTimeZones(zones, "YORK")).toEqual(["America/New_York"]);
    expect(searchTimeZones(zones, "europe ber")).toEqual(["Europe/Berlin"]);
    expect(searchTimeZones(zones, "los_angeles")).toEqual(["America/Los_Angeles"]);
    expect(searchTimeZones(zones, "  ")).toHaveLength(zones.length);
    expect(searchTimeZones(zones, "atlantis")).toEqual([]);
    expect(timeZoneLabel("America/Port_of_Spain")).toBe("America/Port of Spain");
  });
});

describe("a new leg's zone", () => {
  it("is the zone of the next show's venue, known from its state or province", () => {
    expect(zoneOfRegion("IL")).toBe("America/Chicago");
    expect(zoneOfRegion(" ny ")).toBe("America/New_York");
    expect(zoneOfRegion("BC")).toBe("America/Vancouver");
    expect(zoneOfRegion("Bavaria")).toBeNull();
    const shows = [
      { performanceDate: "2027-03-10", state: "NY" },
      { performanceDate: "2027-03-14", state: "CO" },
      { performanceDate: null, state: "CA" },
    ];
    expect(defaultLegZone(shows, "2027-03-11", "UTC")).toBe("America/Denver");
    expect(defaultLegZone(shows, "2027-03-01", "UTC")).toBe("America/New_York");
    // The tour is over: its last venue.
    expect(defaultLegZone(shows, "2027-04-01", "UTC")).toBe("America/Denver");
  });

  it("is the browser's when the venue's zone is not known", () => {
    expect(defaultLegZone([], "2027-03-11", "Europe/Berlin")).toBe("Europe/Berlin");
    expect(
      defaultLegZone([{ performanceDate: "2027-03-12", state: "" }], "2027-03-11", "Asia/Tokyo"),
    ).toBe("Asia/Tokyo");
  });

  it("every zone it can pick is a valid one", () => {
    for (const s of "AL AK AZ CA CO IN MI ID ON QC NL NU PR".split(" ")) {
      expect(isTimeZone(zoneOfRegion(s)!)).toBe(true);
    }
  });
});

describe("plainZone (issue 47)", () => {
  it("names every alias of UTC 'UTC' and keeps other zones as given", () => {
    for (const alias of ["UTC", "Etc/UTC", "etc/utc", "Etc/GMT", "GMT", "Etc/Universal", "Zulu"])
      expect(plainZone(alias)).toBe("UTC");
    expect(plainZone("Europe/London")).toBe("Europe/London");
    expect(plainZone("Africa/Abidjan")).toBe("Africa/Abidjan");
  });
});
