import { describe, expect, it } from "vitest";
import { formatHomeAmount, formatHomeCents } from "./currency";
import { formatHomeWhole } from "./home-money";

describe("amounts in the home currency", () => {
  it("writes USD totals exactly as before, other currencies with their own symbol", () => {
    expect(formatHomeWhole("12345.60", "USD")).toBe("$12,346");
    expect(formatHomeWhole("-1234.40", "USD")).toBe("-$1,234");
    expect(formatHomeWhole("-1234.40", "EUR")).toBe("-€1,234");
    expect(formatHomeWhole("12345.60", "EUR")).toBe("€12,346");
    expect(formatHomeWhole("12345.60", "GBP")).toBe("£12,346");
    expect(formatHomeWhole(null, "EUR")).toBe("€0");
  });

  it("keeps an amount's cents to the currency's minor unit", () => {
    expect(formatHomeAmount("185.40", "USD")).toBe("$185.40");
    expect(formatHomeAmount("1200.00", "USD")).toBe("$1,200");
    expect(formatHomeCents("1200.00", "USD")).toBe("$1,200.00");
    expect(formatHomeCents("1200.00", "EUR")).toBe("€1,200.00");
    expect(formatHomeCents("1500.00", "JPY")).toBe("¥1,500");
  });
});
