import { describe, expect, it } from "vitest";
import {
  formatMargin,
  isLowStock,
  isReady,
  LOW_STOCK_THRESHOLD,
  marginPercent,
  marginPerUnit,
  merchProductInputSchema,
} from "./products";

describe("ready rule", () => {
  it("is status ready with stock above 0", () => {
    expect(isReady({ status: "ready", stock: 1 })).toBe(true);
    expect(isReady({ status: "ready", stock: 0 })).toBe(false);
    expect(isReady({ status: "draft", stock: 50 })).toBe(false);
    expect(isReady({ status: "sold-out", stock: 3 })).toBe(false);
  });
});

describe("low stock", () => {
  it("warns at the threshold for products on sale, never for drafts", () => {
    expect(isLowStock(LOW_STOCK_THRESHOLD, "ready")).toBe(true);
    expect(isLowStock(LOW_STOCK_THRESHOLD + 1, "ready")).toBe(false);
    expect(isLowStock(0, "sold-out")).toBe(true);
    expect(isLowStock(0, "draft")).toBe(false);
  });
});

describe("margin", () => {
  it("is exact to the cent", () => {
    expect(marginPerUnit("25.00", "8.35")).toBe("16.65");
    expect(marginPerUnit("0.30", "0.10")).toBe("0.20");
    expect(marginPerUnit("5.00", "7.50")).toBe("-2.50");
    expect(marginPercent("25.00", "8.35")).toBe(67);
    expect(marginPercent("0.00", "1.00")).toBe(0);
  });

  it("is shown to the cent, the same everywhere (a $20.50 margin is not $21)", () => {
    expect(formatMargin("35.00", "14.50")).toBe("$20.50 (59%)");
    expect(formatMargin("5.00", "7.50")).toBe("-$2.50 (-50%)");
    expect(formatMargin("1500.00", "0.00")).toBe("$1,500.00 (100%)");
  });
});

describe("product input", () => {
  it("reads prices as text and stock as whole numbers", () => {
    const p = merchProductInputSchema.parse({
      name: "Owl tee",
      price: "25",
      unitCost: 8.35,
      variants: [
        { label: "S", stock: "12" },
        { label: "M", stock: "" },
      ],
    });
    expect(p).toMatchObject({ type: "t-shirt", status: "draft", price: "25.00", unitCost: "8.35" });
    expect(p.variants).toEqual([
      { id: null, label: "S", stock: 12 },
      { id: null, label: "M", stock: 0 },
    ]);
  });

  it("refuses negative or fractional stock, repeated sizes and no variants", () => {
    const bad = merchProductInputSchema.safeParse({
      name: "Tee",
      price: "1.005",
      variants: [
        { label: "S", stock: -1 },
        { label: "s", stock: 1.5 },
      ],
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["price", "Price can have at most 2 decimals"],
      ["variants.0.stock", "Stock cannot be negative"],
      ["variants.1.stock", "Stock must be a whole number"],
    ]);
    const dup = merchProductInputSchema.safeParse({
      name: "Tee",
      variants: [
        { label: "S", stock: 1 },
        { label: "s", stock: 1 },
      ],
    });
    expect(dup.error?.issues[0]).toMatchObject({
      path: ["variants", 1, "label"],
      message: "Each variant once",
    });
    expect(
      merchProductInputSchema.safeParse({ name: "Tee", variants: [] }).error?.issues[0]?.message,
    ).toBe("Add at least one variant");
  });
});
