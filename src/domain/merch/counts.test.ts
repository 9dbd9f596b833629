import { describe, expect, it } from "vitest";
import {
  grossOf,
  MAX_UNITS_PER_SHOW,
  type ShowSales,
  sellThrough,
  showCountsInputSchema,
  soldPreview,
  soldUnits,
  stockAfterCount,
  tourSellThrough,
} from "./counts";

const id = "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a11";

describe("the count sheet's preview", () => {
  it("shows what sold, blanks as 0", () => {
    expect(soldPreview({ countIn: "40", countOut: "12", comps: "3" })).toEqual({ sold: 25 });
    expect(soldPreview({ countIn: "", countOut: "", comps: "" })).toEqual({ sold: 0 });
  });

  it("never shows a negative sale: more out than in is explained with the server's words", () => {
    const preview = soldPreview({ countIn: "5", countOut: "15", comps: "" });
    expect(preview).toEqual({ problem: "Count out and comps cannot be more than count in" });
    expect(
      showCountsInputSchema.safeParse({
        counts: [{ variantId: id, countIn: 5, countOut: 15, comps: 0 }],
      }).error?.issues[0]?.message,
    ).toBe((preview as { problem: string }).problem);
  });

  it("shows 0 while a cell is not a whole number yet", () => {
    expect(soldPreview({ countIn: "4.5", countOut: "", comps: "" })).toEqual({ sold: 0 });
    expect(soldPreview({ countIn: "-3", countOut: "", comps: "" })).toEqual({ sold: 0 });
  });
});

describe("show counts", () => {
  it("sold = in − out − comps", () => {
    expect(soldUnits({ countIn: 40, countOut: 12, comps: 3 })).toBe(25);
    expect(soldUnits({ countIn: 0, countOut: 0, comps: 0 })).toBe(0);
  });

  it("takes sold and comps off the stock, and a re-entry only its difference", () => {
    const first = { countIn: 40, countOut: 12, comps: 3 };
    expect(stockAfterCount(100, null, first)).toBe(72);
    // Corrected later: 10 came back, not 12 → two more left the stock.
    expect(stockAfterCount(72, first, { countIn: 40, countOut: 10, comps: 3 })).toBe(70);
  });

  it("never takes the stock below 0", () => {
    expect(stockAfterCount(5, null, { countIn: 6, countOut: 0, comps: 0 })).toBeNull();
    expect(stockAfterCount(5, null, { countIn: 5, countOut: 0, comps: 0 })).toBe(0);
    expect(
      stockAfterCount(
        0,
        { countIn: 5, countOut: 0, comps: 0 },
        { countIn: 6, countOut: 1, comps: 0 },
      ),
    ).toBe(0);
  });

  it("refuses more out and comps than went in, negatives and fractions", () => {
    const r = showCountsInputSchema.safeParse({
      counts: [
        { variantId: id, countIn: 5, countOut: 4, comps: 2 },
        { variantId: "x", countIn: -1, countOut: 0.5, comps: 0 },
      ],
    });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["counts.0.countOut", "Count out and comps cannot be more than count in"],
      ["counts.1.variantId", "Unknown variant"],
      ["counts.1.countIn", "Count in cannot be negative"],
      ["counts.1.countOut", "Count out must be a whole number"],
    ]);
  });
});

describe("sell-through", () => {
  it("is sold of count in, in whole percent, 0 when nothing went out", () => {
    expect(sellThrough(25, 40)).toBe(63);
    expect(sellThrough(0, 0)).toBe(0);
    expect(grossOf(25, "24.99")).toBe("624.75");
  });

  it("adds a tour up over its shows, not as an average of percentages", () => {
    const show = (
      tourId: string,
      countIn: number,
      sold: number,
      gross: ShowSales["gross"],
    ): ShowSales => ({
      showId: `${tourId}-${countIn}`,
      tourId,
      tourTitle: tourId,
      date: null,
      venueName: "V",
      countIn,
      sold,
      comps: 0,
      gross,
      sellThrough: sellThrough(sold, countIn),
    });
    const usd = (amount: string) => [{ currency: "USD", amount }];
    const tours = tourSellThrough([
      show("a", 10, 10, usd("100.10")),
      show("a", 90, 0, []),
      show("b", 0, 0, []),
    ]);
    expect(tours).toEqual([
      {
        tourId: "a",
        tourTitle: "a",
        countIn: 100,
        sold: 10,
        gross: usd("100.10"),
        sellThrough: 10,
      },
      { tourId: "b", tourTitle: "b", countIn: 0, sold: 0, gross: [], sellThrough: 0 },
    ]);
  });

  it("adds a tour's gross per currency: a US and a UK price list stay apart (issue 41)", () => {
    const night = (showId: string, gross: ShowSales["gross"]): ShowSales => ({
      showId,
      tourId: "t",
      tourTitle: "t",
      date: null,
      venueName: "V",
      countIn: 10,
      sold: 5,
      comps: 0,
      gross,
      sellThrough: 50,
    });
    const [tour] = tourSellThrough([
      night("a", [{ currency: "USD", amount: "150.00" }]),
      night("b", [
        { currency: "GBP", amount: "125.00" },
        { currency: "USD", amount: "30.00" },
      ]),
    ]);
    expect(tour?.gross).toEqual([
      { currency: "GBP", amount: "125.00" },
      { currency: "USD", amount: "180.00" },
    ]);
  });
});

describe("the per-show bound (issue 21, item 6)", () => {
  const row = (countIn: number, countOut = 0) => ({ variantId: id, countIn, countOut, comps: 0 });
  it("takes up to 100,000 units of a variant at a show and refuses more, by field", () => {
    expect(showCountsInputSchema.safeParse({ counts: [row(MAX_UNITS_PER_SHOW)] }).success).toBe(
      true,
    );
    const over = showCountsInputSchema.safeParse({ counts: [row(2_147_483_647, 2_147_483_647)] });
    expect(over.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["counts.0.countIn", "Count in can be at most 100,000"],
      ["counts.0.countOut", "Count out can be at most 100,000"],
    ]);
  });
});
