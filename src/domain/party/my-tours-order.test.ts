import { describe, expect, it } from "vitest";
import { nearestFirst } from "./my-tours-order";

const tour = (tourName: string, firstDay: string | null, lastDay: string | null) => ({
  tourId: tourName.toLowerCase(),
  tourName,
  firstDay,
  lastDay,
});

describe("My tour's picker order", () => {
  const today = "2026-12-02";

  it("lists the tour on the road today first, then the next ones, then undated, then past", () => {
    const order = nearestFirst(
      [
        tour("Summer", "2027-06-01", "2027-06-20"),
        tour("Spring", "2026-04-01", "2026-04-20"),
        tour("Someday", null, null),
        tour("Winter", "2026-11-25", "2026-12-10"),
        tour("January", "2027-01-10", "2027-01-30"),
        tour("Autumn", "2026-10-01", "2026-10-20"),
      ],
      today,
    );
    expect(order.map((t) => t.tourName)).toEqual([
      "Winter",
      "January",
      "Summer",
      "Someday",
      "Autumn",
      "Spring",
    ]);
  });

  it("counts a tour ending today as current, and one starting today too", () => {
    const order = nearestFirst(
      [
        tour("Later", "2026-12-20", null),
        tour("Ends", "2026-11-01", today),
        tour("Starts", today, null),
      ],
      today,
    );
    expect(order.map((t) => t.tourName)).toEqual(["Ends", "Starts", "Later"]);
  });
});
