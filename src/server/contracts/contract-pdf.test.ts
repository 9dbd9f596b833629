import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildContractDocument } from "@/domain/contracts/document";
import { DEFAULT_CONTRACT_TEMPLATE } from "@/domain/contracts/template";
import { pdfText } from "../../../tests/support/pdf-text";
import { renderContractPdf } from "./contract-pdf";
import { contractIdIn } from "./verify-pdf";

const ID = "0b6f5c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";
const document = buildContractDocument(DEFAULT_CONTRACT_TEMPLATE, {
  contractId: ID,
  version: 1,
  artistName: "The Band",
  promoterName: "Zoë Łukasiewicz",
  venueName: "Station 9",
  city: "Austin",
  venueAddress: "9 Main St",
  showDate: "2099-05-02",
  deal: {
    dealType: "versus",
    guaranteeAmount: "5000.00",
    artistSharePercent: "70.00",
    ticketPrice: "25.00",
    capacity: 400,
    expectedExpenses: null,
    withholdingPercent: "0.00",
    depositReceived: "1000.00",
  },
  schedule: [{ label: "Doors", time: "19:00" }],
  rider: [{ type: "hospitality", description: "Dinner for five", providedByVenue: true }],
});
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const at = new Date("2099-01-02T03:04:05Z");

describe("the contract PDF", () => {
  it("is the same bytes for the same document and date, so its SHA-256 names it", async () => {
    const one = await renderContractPdf({ contractId: ID, document, createdAt: at });
    const two = await renderContractPdf({ contractId: ID, document, createdAt: at });
    expect(one.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(sha(one)).toBe(sha(two));
    const later = await renderContractPdf({
      contractId: ID,
      document,
      createdAt: new Date("2099-01-02T03:04:06Z"),
    });
    expect(sha(later)).not.toBe(sha(one));
  });

  it("carries the contract's id, which is how verify recognises an altered copy", async () => {
    const pdf = await renderContractPdf({ contractId: ID, document, createdAt: at });
    expect(contractIdIn(pdf)).toBe(ID);
  });

  it("renders both kinds of signature and the audit trail deterministically", async () => {
    const one = await renderContractPdf({ contractId: ID, document, createdAt: at, executed });
    const two = await renderContractPdf({ contractId: ID, document, createdAt: at, executed });
    expect(sha(one)).toBe(sha(two));
  });

  it("writes its own pages in the version's language, the same bytes each time (issue 55)", async () => {
    const inGerman = { ...executed, locale: "de" as const };
    const one = await renderContractPdf({
      contractId: ID,
      document,
      createdAt: at,
      executed: inGerman,
    });
    const two = await renderContractPdf({
      contractId: ID,
      document,
      createdAt: at,
      executed: inGerman,
    });
    expect(sha(one)).toBe(sha(two));
    const text = pdfText(one).join(" ").replace(/\s+/g, " ");
    for (const words of [
      "Unterschriften",
      "Veranstalter: Zoë Łukasiewicz",
      "Künstler: Alex",
      `Unterschrieben am ${at.toISOString()} (UTC) von 203.0.113.9`,
      "Prüfprotokoll",
      `${at.toISOString()} — Erstellt — Alex`,
      "10.0.0.1 · Firefox",
    ])
      expect(text, words).toContain(words);
    // The contract's text is the template's and the deal's, as it was made: not translated.
    expect(text).toContain("Parties");
    expect(text).not.toContain("Audit trail");
  });

  it("stays in English, word for word, for a version made in English or before languages", async () => {
    const text = pdfText(
      await renderContractPdf({ contractId: ID, document, createdAt: at, executed }),
    )
      .join(" ")
      .replace(/\s+/g, " ");
    for (const words of [
      "Signatures",
      `Both parties signed the document whose SHA-256 is ${"a".repeat(64)}, electronically, after agreeing to do so.`,
      "Promoter: Zoë Łukasiewicz",
      "Artist: Alex",
      `Signed ${at.toISOString()} (UTC) from 203.0.113.9`,
      `Signed ${at.toISOString()} (UTC)`,
      "Audit trail",
      `${at.toISOString()} — Made — Alex`,
    ])
      expect(text, words).toContain(words);
  });
});

const executed = {
  documentSha256: "a".repeat(64),
  signatures: [
    {
      role: "Promoter" as const,
      name: "Zoë Łukasiewicz",
      signature: {
        kind: "drawn" as const,
        strokes: [
          [
            [10, 10],
            [500, 250],
          ] as [number, number][],
        ],
      },
      at: at.toISOString(),
      address: "203.0.113.9",
    },
    {
      role: "Artist" as const,
      name: "Alex",
      signature: { kind: "typed" as const, text: "Alex Manager" },
      at: at.toISOString(),
      address: null,
    },
  ],
  events: [
    {
      at: at.toISOString(),
      kind: "created" as const,
      actor: "Alex",
      address: "10.0.0.1",
      userAgent: "Firefox",
      sha256: "b".repeat(64),
    },
  ],
};
