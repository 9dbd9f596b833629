import { describe, expect, it } from "vitest";
import { tourTiming } from "../tour-timing";
import { DATA_BADGES, figuresFor, TIMING_LABELS } from "./summary";

const now = new Date("2026-05-10T23:30:00Z");
const badge = (start: string, end: string) => {
  const timing = tourTiming(start, end, now);
  return [TIMING_LABELS[timing], DATA_BADGES[timing], figuresFor(timing)];
};

describe("data badge", () => {
  it("is live from the first day through the last", () => {
    expect(badge("2026-05-10", "2026-05-20")).toEqual(["Active", "Live Tour", "actual"]);
    expect(badge("2026-05-01", "2026-05-10")).toEqual(["Active", "Live Tour", "actual"]);
  });
  it("is anticipated before the start and actual after the end", () => {
    expect(badge("2026-05-11", "2026-05-20")).toEqual([
      "Upcoming",
      "Anticipated Data",
      "anticipated",
    ]);
    expect(badge("2026-05-01", "2026-05-09")).toEqual(["Past", "Actual Data", "actual"]);
  });
});
