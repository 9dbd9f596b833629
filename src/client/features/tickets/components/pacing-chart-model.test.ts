import { describe, expect, it } from "vitest";
import {
  CHART,
  dayTicks,
  latestPoint,
  scaleFor,
  shareTicks,
  tableRows,
} from "./pacing-chart-model";

describe("the pacing chart's geometry", () => {
  const curve = [
    { daysOut: 60, sold: 100, share: 0.1 },
    { daysOut: 10, sold: 500, share: 0.5 },
    { daysOut: 5, sold: 0, share: null },
  ];

  it("counts down to the show at the right, and keeps 100 % in view", () => {
    const scale = scaleFor([curve]);
    expect(scale.x(60)).toBe(CHART.left);
    expect(scale.x(0)).toBe(CHART.width - CHART.right);
    expect(scale.y(1)).toBe(CHART.top);
    expect(scale.y(0)).toBe(CHART.height - CHART.bottom);
    expect(dayTicks(scale)).toEqual([60, 30, 0]);
  });

  it("reaches above 100 % for a show sold over capacity", () => {
    const scale = scaleFor([[{ daysOut: 3, sold: 1200, share: 1.2 }]]);
    expect(shareTicks(scale)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(scale.y(1.2)).toBe(CHART.top);
  });

  it("ends the show's line at its latest count with a capacity, and lists the figures", () => {
    expect(latestPoint(curve)).toEqual({ daysOut: 10, sold: 500, share: 0.5 });
    expect(tableRows(curve, [{ daysOut: 10, sold: 0, share: 0.6 }])).toEqual([
      { daysOut: 60, show: 0.1, pace: null },
      { daysOut: 10, show: 0.5, pace: 0.6 },
      { daysOut: 5, show: null, pace: null },
    ]);
  });
});
