import { describe, expect, it } from "vitest";
import { toInstant } from "./negotiation-fields";

describe("toInstant", () => {
  it("sends the form's local time as an instant, and what the date rule refuses as typed", () => {
    const local = "2030-05-01T10:00";
    expect(toInstant(local)).toBe(new Date(2030, 4, 1, 10, 0).toISOString());
    expect(toInstant("")).toBeUndefined();
    // `new Date("275760-01-01T00:00").toISOString()` threw in the submit handler.
    expect(toInstant("275760-01-01T00:00")).toBe("275760-01-01T00:00");
    expect(toInstant("1999-12-31T23:00")).toBe("1999-12-31T23:00");
  });
});
