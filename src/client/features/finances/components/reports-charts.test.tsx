import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { HomeCurrency } from "./home-currency";
import type { perShow } from "./report-rows";
import { ShowsChart } from "./reports-charts";

/**
 * jsdom lays nothing out: text is measured here as a browser would, about 7 px a character
 * at the axis's 12 px, and the chart's box is 640 × 260 (a card beside the sidebar at 1280 px).
 */
let boxWidth = 640;
beforeEach(() => {
  boxWidth = 640;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const text = this.id === "recharts_measurement_span";
    const width = text ? (this.textContent ?? "").length * 7 : boxWidth;
    const height = text ? 14 : 260;
    return {
      width,
      height,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: width,
      bottom: height,
      toJSON() {},
    };
  });
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(() => boxWidth);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(260);
});
afterEach(() => vi.restoreAllMocks());

const venues = [
  "O2 Academy Brixton",
  "Le Trianon",
  "Ancienne Belgique",
  "Paradiso",
  "Columbiahalle",
  "Vega",
];
const shows: ReturnType<typeof perShow> = venues.map((venue, i) => ({
  key: `s${i}`,
  show: `Nov ${i + 1}, 2026 ${venue}`,
  revenue: `${(i + 1) * 12500}.00`,
  expenses: "3200.00",
  net: "0.00",
  settled: false,
  leavesOut: false,
}));

describe("Revenue vs Expenses per show", () => {
  it("names every show under its bars, the biggest ones included", async () => {
    const { container } = renderWithQuery(
      <HomeCurrency.Provider value="USD">
        <ShowsChart shows={shows} />
      </HomeCurrency.Provider>,
    );
    await vi.waitFor(() =>
      expect(container.querySelector(".recharts-xAxis-tick-labels text")).not.toBeNull(),
    );
    const axis = container.querySelector(".recharts-xAxis-tick-labels")!.textContent ?? "";
    const words = (s: string) => s.replace(/\s+/g, "");
    for (const venue of venues) expect(words(axis)).toContain(words(venue));
  });

  it("writes each show's day upright where bands are too narrow for words (a phone)", async () => {
    boxWidth = 320;
    const { container } = renderWithQuery(
      <HomeCurrency.Provider value="USD">
        <ShowsChart shows={shows} />
      </HomeCurrency.Provider>,
    );
    await vi.waitFor(() =>
      expect(container.querySelectorAll(".recharts-xAxis-tick-labels text")).toHaveLength(6),
    );
    const ticks = [...container.querySelectorAll(".recharts-xAxis-tick-labels text")];
    expect(ticks.map((t) => t.textContent)).toEqual(venues.map((_, i) => `Nov ${i + 1}`));
  });
});
