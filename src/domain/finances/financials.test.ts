import { describe, expect, it } from "vitest";
import { financialInputSchema } from "./financials";

/** The row form's and the API's one schema (issue 41): decimals follow the row's currency. */
const fields = (input: Record<string, unknown>) => {
  const parsed = financialInputSchema.safeParse({ type: "expense", category: "Fuel", ...input });
  return parsed.success
    ? parsed.data
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("a financial row's amounts", () => {
  it("keep the fils of a three-decimal currency, and no more", () => {
    expect(fields({ currency: "KWD", amountAnticipated: "12.345" })).toMatchObject({
      currency: "KWD",
      amountAnticipated: "12.345",
    });
    expect(fields({ currency: "bhd", amountAnticipated: "12.3450" })).toMatchObject({
      currency: "BHD",
      amountAnticipated: "12.345",
    });
    expect(fields({ currency: "KWD", amountAnticipated: "12.3456" })).toEqual({
      amountAnticipated: "KWD has 3 decimals",
    });
  });

  it("refuse what passes a two- or zero-decimal currency by name", () => {
    expect(fields({ currency: "USD", amountActual: "12.345" })).toEqual({
      amountActual: "USD has 2 decimals",
    });
    expect(fields({ currency: "JPY", amountAnticipated: "1500.5" })).toEqual({
      amountAnticipated: "JPY has no minor unit: type a whole amount",
    });
    expect(fields({ currency: "USD", amountAnticipated: "12.3" })).toMatchObject({
      amountAnticipated: "12.30",
    });
  });

  it("still refuse text that is no amount, whatever the currency", () => {
    expect(fields({ currency: "KWD", amountAnticipated: "1e-11" })).toEqual({
      amountAnticipated: "Anticipated amount must be a plain amount like 1234.50",
    });
    expect(fields({ currency: "KWD", amountAnticipated: 1e-11 })).toEqual({
      amountAnticipated: "Anticipated amount has too many decimals",
    });
  });
});
