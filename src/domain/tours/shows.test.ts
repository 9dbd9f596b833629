import { describe, expect, it } from "vitest";
import {
  insertionIndexByDate,
  isSameSet,
  moveItem,
  numberShows,
  showInputSchema,
  showTotals,
} from "./shows";

const VENUE_ID = "0b7c1f2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f";
const fieldErrors = (input: unknown) =>
  Object.fromEntries(
    (showInputSchema.safeParse(input).error?.issues ?? []).map((i) => [
      i.path.join("."),
      i.message,
    ]),
  );

describe("show input", () => {
  it("takes an existing venue", () => {
    expect(
      showInputSchema.parse({
        venueMode: "existing",
        venueId: VENUE_ID,
        performanceDate: "2026-05-01",
        venueFee: "2500",
        estimatedTravelCost: "",
        estimatedAccommodationCost: 120.5,
      }),
    ).toEqual({
      venue: { id: VENUE_ID },
      performanceDate: "2026-05-01",
      venueFee: "2500.00",
      estimatedTravelCost: "0.00",
      estimatedAccommodationCost: "120.50",
    });
  });

  it("takes a new venue, checked like any venue", () => {
    const parsed = showInputSchema.parse({
      venueMode: "new",
      newVenue: { name: "Mohawk", city: "Austin", state: "TX", capacity: "900" },
      performanceDate: "2026-05-02",
    });
    expect(parsed.venue).toEqual({
      create: {
        name: "Mohawk",
        city: "Austin",
        state: "TX",
        capacity: 900,
        contactName: null,
        phone: null,
        email: null,
        // No country given is the US; no point typed is placed by the server (§18.1).
        country: "US",
        latitude: null,
        longitude: null,
      },
    });
  });

  it("names the missing venue and date", () => {
    expect(
      fieldErrors({ venueMode: "existing", venueId: "", performanceDate: "2026-05-01" }),
    ).toEqual({
      venueId: "Choose a venue",
    });
    expect(
      fieldErrors({ venueMode: "new", newVenue: { name: "" }, performanceDate: "2026-05-01" }),
    ).toEqual({
      "newVenue.name": "Venue name is required",
    });
    expect(fieldErrors({ venueMode: "existing", venueId: VENUE_ID, performanceDate: "" })).toEqual({
      performanceDate: "Performance date is required",
    });
    // All at once, not one after the other.
    expect(fieldErrors({ venueMode: "new", newVenue: { name: "" }, performanceDate: "" })).toEqual({
      performanceDate: "Performance date is required",
      "newVenue.name": "Venue name is required",
    });
  });

  it("refuses negative amounts", () => {
    expect(
      fieldErrors({ venueId: VENUE_ID, performanceDate: "2026-05-01", venueFee: "-1" }),
    ).toEqual({ venueFee: "Venue fee cannot be negative" });
  });
});

describe("show order", () => {
  const shows = [
    { id: "a", performanceDate: "2026-05-01" },
    { id: "b", performanceDate: "2026-05-03" },
    { id: "c", performanceDate: "2026-05-05" },
  ];

  it("puts a new show in date order", () => {
    expect(insertionIndexByDate(shows, "2026-04-30")).toBe(0);
    expect(insertionIndexByDate(shows, "2026-05-04")).toBe(2);
    expect(insertionIndexByDate(shows, "2026-05-03")).toBe(2);
    expect(insertionIndexByDate(shows, "2026-06-01")).toBe(3);
    expect(insertionIndexByDate([], "2026-06-01")).toBe(0);
  });

  it("moves a show up or down and clamps at the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 9)).toEqual(["a", "b", "c"]);
  });

  it("numbers shows 1..n without gaps", () => {
    expect(numberShows(["c", "a"])).toEqual([
      { id: "c", orderInTour: 1 },
      { id: "a", orderInTour: 2 },
    ]);
  });

  it("accepts a new order only if it names every show once", () => {
    expect(isSameSet(["a", "b"], ["b", "a"])).toBe(true);
    expect(isSameSet(["a", "b"], ["a", "a"])).toBe(false);
    expect(isSameSet(["a", "b"], ["a"])).toBe(false);
    expect(isSameSet(["a", "b"], ["a", "b", "c"])).toBe(false);
  });
});

describe("show totals", () => {
  it("adds booked money, travel and accommodation exactly, missing as 0", () => {
    expect(
      showTotals([
        { bookedMoney: "0.10", estimatedTravelCost: "0.20", estimatedAccommodationCost: null },
        { bookedMoney: "0.20", estimatedTravelCost: null, estimatedAccommodationCost: "99.99" },
        // A show not confirmed books nothing (bookedMoney left out).
        { estimatedTravelCost: null, estimatedAccommodationCost: null },
      ]),
    ).toEqual({ booked: "0.30", travel: "0.20", accommodation: "99.99", costs: "100.19" });
    expect(showTotals([])).toEqual({
      booked: "0.00",
      travel: "0.00",
      accommodation: "0.00",
      costs: "0.00",
    });
  });
});
