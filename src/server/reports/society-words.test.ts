import { describe, expect, it } from "vitest";
import { SOCIETIES, SOCIETY_CODES } from "@/domain/setlists/societies";
import { translatorFor } from "../i18n/translator";
import { RULES, ruleText, territoryText } from "./society-words";

/** The PDF's copy of the societies' English must say what the domain says (society-words.ts). */
describe("the societies' words in the performance report PDF", () => {
  const english = translatorFor("en");
  const places = ["GB", "US", "DE", "FR", "CA", "AU"].flatMap((country) =>
    [null, 100, 5000].map((capacity) => ({ country, capacity })),
  );

  it("name each society's territory as the domain does", () => {
    for (const code of SOCIETY_CODES)
      expect(territoryText(english, code), code).toBe(SOCIETIES[code].territoryText);
  });

  it("know every deadline rule a society answers, in German too", () => {
    const rules = new Set(
      SOCIETY_CODES.flatMap((code) => places.map((p) => SOCIETIES[code].deadline(p).rule)),
    );
    const known = new Set(RULES.map((m) => m.defaultMessage));
    expect([...rules].filter((r) => !known.has(r))).toEqual([]);
    for (const rule of rules) expect(ruleText(translatorFor("de"), rule), rule).not.toBe(rule);
  });
});
