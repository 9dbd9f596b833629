import { describe, expect, it } from "vitest";
import { messages as spanish } from "../../i18n/catalogue-es";
import { messageFormatter } from "../../i18n/messages";
import { inEnglishWords, withWords } from "../../i18n/words";
import { PAYMENT_KINDS } from "../../party/payments";
import { categoryLabel } from "../financials";
import { buildLedger, type LedgerSources } from "./build";
import { lineLabel } from "./line-words";
import { FLOAT_CATEGORY, PARTY_CATEGORY } from "./lines";

const sources: LedgerSources = {
  tourId: "tour",
  shows: [],
  rows: [],
  deals: [],
  merch: [],
  travelLegs: [],
  lodgings: [],
  campaigns: [],
  provisions: [],
  party: PAYMENT_KINDS.map((kind, i) => ({
    id: `p${i}`,
    person: "Pat Percussion",
    kind,
    amount: "40.00",
    currency: "USD",
    day: "2026-07-02",
    paid: i % 2 === 0,
  })),
  floatCounts: [
    { id: "short", difference: "-5.00", currency: "USD", date: "2026-07-03" },
    { id: "over", difference: "2.50", currency: "EUR", date: "2026-07-04" },
  ],
};

describe("the party's and the float's ledger lines (issue 55)", () => {
  const lines = buildLedger(sources);
  const named = lines.filter((l) => l.source === "party" || l.source === "float");

  it("each carries its facts, and their English words are its label, as the CSV prints it", () => {
    expect(named).toHaveLength(PAYMENT_KINDS.length + 3 + 2);
    for (const l of named) {
      expect(l.facts).toBeTruthy();
      expect(inEnglishWords(() => lineLabel(l))).toBe(l.label);
    }
    expect(named.map((l) => l.label)).toEqual(
      expect.arrayContaining([
        "Pat Percussion: per diem",
        "Pat Percussion: buyout",
        "Float counted short (USD)",
        "Float counted over (EUR)",
      ]),
    );
  });

  it("are worded in the reader's language from their facts", () => {
    const es = messageFormatter("es", spanish);
    const words = withWords(es, () => named.map((l) => lineLabel(l)));
    expect(words).toEqual(
      expect.arrayContaining([
        "Pat Percussion: dietas",
        "Caja contada: faltante (USD)",
        "Caja contada: sobrante (EUR)",
      ]),
    );
  });

  it("a line with no facts (a row's description) reads as it is", () => {
    expect(lineLabel({ label: "Sprinter van" })).toBe("Sprinter van");
    expect(lines.every((l) => named.includes(l) || !l.facts)).toBe(true);
  });
});

describe("the party's and the float's categories (issue 55)", () => {
  it("are named in the reader's language, and stay their English name as stored", () => {
    const es = messageFormatter("es", spanish);
    expect(withWords(es, () => [PARTY_CATEGORY, FLOAT_CATEGORY].map(categoryLabel))).toEqual([
      "Equipo",
      "Caja",
    ]);
    expect(inEnglishWords(() => [PARTY_CATEGORY, FLOAT_CATEGORY].map(categoryLabel))).toEqual([
      "Party",
      "Float",
    ]);
  });
});
