import { afterEach, describe, expect, it } from "vitest";
import { switchMessages } from "@/client/i18n/t";
import { messages as de } from "@/domain/i18n/catalogue-de";
import { suggestionStatusWord } from "./negotiation-badge";

afterEach(() => switchMessages("en", {}));

describe("a suggestion's status", () => {
  it("reads as the spec names it in English, and in the reader's words in German", () => {
    expect(["urgent", "pending", "scheduled"].map(suggestionStatusWord)).toEqual([
      "urgent",
      "pending",
      "scheduled",
    ]);
    switchMessages("de", de);
    expect(["urgent", "pending", "scheduled"].map(suggestionStatusWord)).toEqual([
      "dringend",
      "ausstehend",
      "geplant",
    ]);
  });
});
