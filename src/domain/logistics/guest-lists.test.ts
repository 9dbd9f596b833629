import { describe, expect, it } from "vitest";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { guestInputSchema } from "./guest-lists";

const refusals = (input: unknown) => {
  const parsed = guestInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("a guest refused by its schema", () => {
  const bad = { name: "x".repeat(121), plusOnes: 21, notes: "n".repeat(1001) };

  it("names each field in English, word for word as before", () => {
    expect(refusals(bad)).toEqual([
      "name: Name can be at most 120 characters",
      "plusOnes: +N must be a whole number from 0 to 20",
      "notes: Notes can be at most 1000 characters",
    ]);
  });

  it("names each field in German for a German reader", () => {
    const german = messageFormatter("de", catalogueDe);
    const said = withWords(german, () => refusals(bad));
    expect(said).toHaveLength(3);
    expect(said[1]).toBe("plusOnes: +N muss eine ganze Zahl von 0 bis 20 sein");
    expect(said.join(" ")).not.toMatch(/\b(can be|must be|characters)\b/);
  });
});
