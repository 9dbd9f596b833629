import { describe, expect, it } from "vitest";
import { toLocalInput, utcToZoned, zonedToUtc } from "./zoned-time";

describe("a stored instant read in a zone", () => {
  it("is the zone's wall clock on each side of a daylight-saving change", () => {
    // Chicago springs forward at 02:00 on 2026-03-08 (08:00 UTC).
    expect(utcToZoned("2026-03-08T07:30:00.000Z", "America/Chicago")).toEqual({
      date: "2026-03-08",
      time: "01:30",
    });
    expect(utcToZoned("2026-03-08T08:30:00.000Z", "America/Chicago")).toEqual({
      date: "2026-03-08",
      time: "03:30",
    });
  });

  it("is each zone's own for the same instant, read in either order", () => {
    const instant = "2026-07-01T23:30:00.000Z";
    const chicago = { date: "2026-07-01", time: "18:30" };
    const tokyo = { date: "2026-07-02", time: "08:30" };
    expect(utcToZoned(instant, "America/Chicago")).toEqual(chicago);
    expect(utcToZoned(instant, "Asia/Tokyo")).toEqual(tokyo);
    expect(utcToZoned(instant, "America/Chicago")).toEqual(chicago);
    expect(utcToZoned(new Date(instant), "Asia/Tokyo")).toEqual(tokyo);
  });

  it("reads the same again after a caller changed the answer it was given", () => {
    const instant = "2026-11-20T04:15:00.000Z";
    const first = utcToZoned(instant, "Europe/Lisbon");
    first.date = "1999-01-01";
    expect(utcToZoned(instant, "Europe/Lisbon")).toEqual({ date: "2026-11-20", time: "04:15" });
  });

  it("goes back to the same instant from the form's local time", () => {
    const instant = "2026-10-24T00:45:00.000Z";
    const local = toLocalInput(instant, "Europe/Berlin");
    expect(local).toBe("2026-10-24T02:45");
    expect(zonedToUtc(local, "Europe/Berlin")?.toISOString()).toBe(instant);
  });
});
