import { describe, expect, it } from "vitest";
import { optionalCount } from "../number-inputs";
import { messageFormatter } from "./messages";
import { withWords } from "./words";

const capacity = { id: "test.fieldWords.capacity", defaultMessage: "Capacity" };
const german = messageFormatter("de", {
  [capacity.id]: "Kapazität",
  "errors.field.wholeNumberFromZero": "{field} muss eine ganze Zahl ab 0 sein",
});
const refusal = (label: string | typeof capacity) =>
  withWords(german, () => optionalCount(label).safeParse("many").error?.issues[0]?.message);

describe("a field helper's refusal", () => {
  it("names a field given as a message in the language of the parse", () => {
    expect(refusal(capacity)).toBe("Kapazität muss eine ganze Zahl ab 0 sein");
  });

  it("stays whole in English for a field still named in English text", () => {
    expect(refusal("Capacity")).toBe("Capacity must be a whole number of 0 or more");
  });
});
