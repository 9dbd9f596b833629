import { describe, expect, it } from "vitest";
import {
  contractTemplateSchema,
  DEFAULT_CONTRACT_TEMPLATE,
  fillPlaceholders,
  unknownPlaceholders,
} from "./template";

describe("the contract template", () => {
  it("ships a default that passes its own rules", () => {
    expect(contractTemplateSchema.safeParse(DEFAULT_CONTRACT_TEMPLATE).success).toBe(true);
  });

  it("names an unknown placeholder", () => {
    expect(unknownPlaceholders("Pay {{guarantee}} to {{ artst }}")).toEqual(["artst"]);
    const parsed = contractTemplateSchema.safeParse({
      title: "T",
      clauses: [{ heading: "H", body: "Hello {{promter}}" }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/\{\{promter\}\}/);
  });

  it("fills placeholders, spaces inside the braces allowed", () => {
    const values = {
      artist: "The Band",
      promoter: "Sam",
      venue: "Station 9",
      city: "Austin",
      date: "May 2, 2099",
      guarantee: "$5,000.00",
      deposit: "$0.00",
    };
    expect(fillPlaceholders("{{artist}} plays {{ venue }} for {{guarantee}}", values)).toBe(
      "The Band plays Station 9 for $5,000.00",
    );
  });

  it("refuses NUL bytes and empty clause lists", () => {
    expect(
      contractTemplateSchema.safeParse({
        title: "A\u0000B",
        clauses: [{ heading: "H", body: "B" }],
      }).success,
    ).toBe(false);
    expect(contractTemplateSchema.safeParse({ title: "A", clauses: [] }).success).toBe(false);
  });
});
