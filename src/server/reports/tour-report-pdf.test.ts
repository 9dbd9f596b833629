import { describe, expect, it } from "vitest";
import type { Tour } from "@/domain/tours/tours";
import { pdfText } from "../../../tests/support/pdf-text";
import { tourReportPdf } from "./tour-report-pdf";

function tour(i: number): Tour {
  return {
    id: `t${i}`,
    title: `Tour ${i}`,
    status: "planning",
    createdAt: "2026-01-01T00:00:00.000Z",
    startDate: "2026-05-01",
    endDate: "2026-05-20",
    totalEstimatedCost: "100.00",
    venues: Array.from({ length: 10 }, (_, j) => ({
      id: `s${i}-${j}`,
      orderInTour: j + 1,
      performanceDate: "2026-05-02",
      status: "confirmed",
      venueName: `Venue ${j}`,
      city: "Austin",
      state: "TX",
      capacity: 500,
      venueFee: "1000.00",
      estimatedTravelCost: "10.00",
      estimatedAccommodationCost: "20.00",
    })),
  };
}

describe("the PDF tour report", () => {
  it("waits for a slow reader instead of reading every batch into memory", async () => {
    const TOTAL = 10;
    let pulled = 0;
    async function* batches() {
      for (let b = 0; b < TOTAL; b++) {
        pulled++;
        yield Array.from({ length: 30 }, (_, i) => tour(b * 30 + i));
      }
    }
    const stream = tourReportPdf(
      batches(),
      { includeFinancial: true, includeVenues: true },
      { artistName: "A", generatedOn: "2026-01-01" },
    );
    const reader = stream.getReader();
    await reader.read();
    await new Promise((r) => setTimeout(r, 300));
    expect(pulled).toBeLessThan(TOTAL);

    // Reading on finishes the document, and it ends as a PDF does.
    let tail = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      tail = Buffer.from(value).toString("latin1").slice(-20);
    }
    expect(pulled).toBe(TOTAL);
    expect(tail).toContain("%%EOF");
  }, 30_000);

  it("stops reading the database when the reader goes away", async () => {
    let pulled = 0;
    async function* batches() {
      for (let b = 0; b < 50; b++) {
        pulled++;
        yield Array.from({ length: 50 }, (_, i) => tour(b * 50 + i));
      }
    }
    const stream = tourReportPdf(
      batches(),
      { includeFinancial: false, includeVenues: true },
      { artistName: "A", generatedOn: "2026-01-01" },
    );
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 300));
    const after = pulled;
    await new Promise((r) => setTimeout(r, 200));
    expect(pulled).toBe(after);
    expect(pulled).toBeLessThan(50);
  });
});

describe("the tour report in its reader's language (issue 55)", () => {
  const textOf = async (locale?: "de") => {
    async function* one() {
      yield [{ ...tour(1), venues: tour(1).venues.slice(0, 2) }];
    }
    const stream = tourReportPdf(
      one(),
      { includeFinancial: true, includeVenues: true },
      { artistName: "Die Band", generatedOn: "2026-01-01", home: "EUR", locale },
    );
    return pdfText(Buffer.from(await new Response(stream).arrayBuffer())).join("\n");
  };

  it("is German for a German reader: words, dates and money as Germans write them", async () => {
    const text = await textOf("de");
    for (const words of [
      "Tourbericht",
      "Die Band · erstellt am 1. Jan. 2026",
      "In Planung",
      "2 Shows",
      "Datum",
      "Spielort",
      "Unterkunft",
      "Summen",
      "Alle Touren",
      "1 Tour, 2 Shows",
      "Geschätzte Reisekosten 20 €",
      "2. Mai 2026",
      "1.000 €",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain("Tour Report");
    expect(text).not.toContain("Estimated");
  });

  it("stays English word for word for everyone else", async () => {
    const text = await textOf();
    for (const words of [
      "Tour Report",
      "Die Band · generated Jan 1, 2026",
      "Planning",
      "Lodging",
      "Totals",
      "All tours",
      "1 tour, 2 shows",
      "Estimated travel €20",
      "May 2, 2026",
      "€1,000",
    ])
      expect(text, words).toContain(words);
  });
});
