import { describe, expect, it } from "vitest";
import { withFormatLocale } from "../i18n/format-locale";
import { buildContractDocument, type ContractFacts, longDate } from "./document";
import { DEFAULT_CONTRACT_TEMPLATE } from "./template";

const facts = (deal: Partial<ContractFacts["deal"]> = {}): ContractFacts => ({
  contractId: "c-1",
  version: 1,
  artistName: "The Band",
  promoterName: null,
  venueName: "Station 9",
  city: "Austin",
  venueAddress: null,
  showDate: "2099-05-02",
  deal: {
    dealType: "guarantee",
    guaranteeAmount: "5000.00",
    artistSharePercent: null,
    ticketPrice: null,
    capacity: null,
    expectedExpenses: null,
    withholdingPercent: "0.00",
    depositReceived: "0.00",
    ...deal,
  },
  schedule: [],
  rider: [],
});

const text = (f: ContractFacts) =>
  buildContractDocument(DEFAULT_CONTRACT_TEMPLATE, f)
    .sections.flatMap((s) => [s.heading, ...s.paragraphs])
    .join("\n");

describe("the contract document", () => {
  it("states a guarantee in words and figures", () => {
    expect(text(facts())).toContain(
      "a flat guarantee of Five thousand and 00/100 US dollars ($5,000.00)",
    );
  });

  it("writes a deal in another currency by its name, with its own minor unit (issue 41)", () => {
    const gbp = text(facts({ currency: "GBP", depositReceived: "500.00" }));
    expect(gbp).toContain(
      "a flat guarantee of Five thousand and 00/100 Pound Sterling (£5,000.00 GBP)",
    );
    expect(gbp).toContain("Deposit: Five hundred and 00/100 Pound Sterling (£500.00 GBP)");
    expect(gbp).not.toContain("US dollars");
    const yen = text(facts({ currency: "JPY", guaranteeAmount: "1000000.00" }));
    expect(yen).toContain("a flat guarantee of One million Yen (¥1,000,000 JPY)");
  });

  it("is written in English figures whoever makes it: it is stored, hashed and signed (issue 55)", () => {
    const german = withFormatLocale("de", () => text(facts({ currency: "GBP" })));
    expect(german).toBe(text(facts({ currency: "GBP" })));
    expect(german).toContain("Five thousand and 00/100 Pound Sterling (£5,000.00 GBP)");
  });

  it("states a versus deal, the deposit and the withholding", () => {
    const t = text(
      facts({
        dealType: "versus",
        artistSharePercent: "70.00",
        depositReceived: "1000.00",
        withholdingPercent: "30.00",
      }),
    );
    expect(t).toContain(
      "versus seventy percent (70%) of the gross ticket receipts, whichever is greater",
    );
    expect(t).toContain("Deposit: One thousand and 00/100 US dollars ($1,000.00)");
    expect(t).toContain("withhold thirty percent (30%)");
  });

  it("fills the template's placeholders and numbers its clauses after the generated ones", () => {
    const doc = buildContractDocument(DEFAULT_CONTRACT_TEMPLATE, {
      ...facts(),
      promoterName: "Sam Promoter",
    });
    expect(doc.sections[4]!.heading).toBe("5. Payment");
    expect(doc.sections.at(-1)!.paragraphs[0]).toContain(
      "between The Band and Sam Promoter for the engagement at Station 9, Austin on May 2, 2099",
    );
  });

  it("has no rider section or clause without a rider, and one that says it is attached with one (issue 47)", () => {
    const none = text(facts());
    expect(none).not.toMatch(/rider/i);
    const withRider = buildContractDocument(DEFAULT_CONTRACT_TEMPLATE, {
      ...facts(),
      rider: [{ type: "technical", description: "Two DI boxes", providedByVenue: true }],
    });
    const riders = withRider.sections.filter((s) => /rider/i.test(s.heading));
    expect(riders.map((s) => s.heading)).toEqual(["5. Rider"]);
    expect(riders[0]!.paragraphs).toEqual([
      expect.stringContaining("rider below forms part of this agreement"),
      "Technical: Two DI boxes — provided by the Promoter.",
    ]);
    expect(withRider.sections[5]!.heading).toBe("6. Payment");
  });

  it("says a deposit already received as received, never as paid on signing (issue 47)", () => {
    const t = text(facts({ currency: "GBP", depositReceived: "500.00" }));
    expect(t).toContain(
      "Deposit: Five hundred and 00/100 Pound Sterling (£500.00 GBP), already received by the Artist",
    );
    expect(t).not.toMatch(/pays the deposit|on signing/);
    expect(text(facts())).toContain("Deposit received: none.");
  });

  it("is the same document for the same facts", () => {
    expect(buildContractDocument(DEFAULT_CONTRACT_TEMPLATE, facts())).toEqual(
      buildContractDocument(DEFAULT_CONTRACT_TEMPLATE, facts()),
    );
    expect(longDate("2099-12-31")).toBe("December 31, 2099");
  });
});
