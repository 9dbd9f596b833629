import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import type { DaySheetView } from "../db/queries/logistics/day-sheets";
import { daySheetPdf } from "./day-sheet-pdf";
import { tourPnlPdf } from "./finances-pdf";
import { tourReportPdf } from "./tour-report-pdf";

const sheet = (o: Partial<DaySheetView> = {}): DaySheetView => ({
  show: {
    id: "s1",
    tourId: "t1",
    tourTitle: "Midnight Highway Tour",
    performanceDate: "2027-03-14",
    venueName: "Café Nürnberg",
    city: "Chicago",
    state: "IL",
    capacity: 500,
    showMoney: { amount: "5000.00", basis: "guarantee" },
  },
  contacts: [],
  sheet: {
    loadIn: "15:00",
    soundcheck: "17:00",
    doors: "19:00",
    setTime: "21:00",
    curfew: null,
    loadOut: null,
    venueAddress: null,
    notes: "Ask for “Zoë” at the stage door — she has the łanyards.",
    sets: [],
  },
  legs: [
    {
      id: "l1",
      mode: "drive",
      fromPlace: "Milwaukee, WI",
      toPlace: "Chicago, IL",
      departureAt: "2027-03-14T15:00:00.000Z",
      departureTz: "America/Chicago",
      arrivalAt: "2027-03-14T17:00:00.000Z",
      arrivalTz: "America/Chicago",
      carrier: null,
      number: null,
      confirmationCode: null,
      cost: "0.00",
      currency: "USD",
      passengers: [],
    },
  ],
  lodgings: [],
  guestList: { guests: 3, approved: 5, requested: 2, requests: 1, checkedIn: 4, ticketsLeft: null },
  advance: [],
  files: [],
  ...o,
});

const MANAGER = { withMoney: true };

const answer = (
  section: "production" | "settlement",
  key: string,
  label: string,
  agreed: string,
): DaySheetView["advance"][number] => ({
  key,
  section,
  label,
  kind: "text",
  state: "confirmed",
  agreed,
  proposed: null,
  answeredBy: null,
});

const file = (
  id: string,
  kind: DaySheetView["files"][number]["kind"],
  fileName: string,
  sizeBytes: number,
): DaySheetView["files"][number] => ({
  id,
  kind,
  fileName,
  contentType: "application/pdf",
  sizeBytes,
  uploadedBy: "Sam",
  createdAt: "2027-03-01T10:00:00.000Z",
});

describe("the day sheet PDF", () => {
  it("prints what people type, arrows, accents and curly quotes included", async () => {
    const text = pdfText(await daySheetPdf(sheet(), MANAGER)).join("\n");
    expect(text).toContain("Drive Milwaukee, WI → Chicago, IL");
    expect(text).toContain("Café Nürnberg");
    expect(text).toContain("Ask for “Zoë” at the stage door — she has the łanyards.");
    expect(text).not.toContain("!’");
  });

  it("speaks the reader's language: German labels, the same names (issue 55)", async () => {
    const text = pdfText(await daySheetPdf(sheet(), { ...MANAGER, locale: "de" })).join("\n");
    for (const words of ["Zeitplan", "Gage der Show", "Garantie", "Reise", "Gästeliste", "Notizen"])
      expect(text, words).toContain(words);
    expect(text).toContain("Fahrt Milwaukee, WI → Chicago, IL");
    expect(text).toContain("4 von 5 freigegebenen Tickets");
    expect(text).toContain("Café Nürnberg");
    expect(text).not.toContain("Schedule");
  });

  it("says what the show pays and which figure it is", async () => {
    const lines = pdfText(await daySheetPdf(sheet(), MANAGER));
    expect(lines.slice(lines.indexOf("Show money") + 1)).toEqual(
      expect.arrayContaining(["Guarantee", "$5,000"]),
    );
  });

  it("writes an offer in the home currency, and a deal's figure in the deal's (issue 41)", async () => {
    const offer = sheet();
    offer.show.showMoney = { amount: "600.00", basis: "offer" };
    const inEuros = pdfText(await daySheetPdf(offer, { ...MANAGER, home: "EUR" }));
    expect(inEuros.slice(inEuros.indexOf("Show money") + 1)).toEqual(
      expect.arrayContaining(["Offer", "€600"]),
    );
    const deal = sheet();
    deal.show.showMoney = { amount: "5000.00", basis: "guarantee", currency: "GBP" };
    const inPounds = pdfText(await daySheetPdf(deal, { ...MANAGER, home: "EUR" }));
    expect(inPounds).toContain("£5,000");
  });

  it("prints no money on crew's copy", async () => {
    const lines = pdfText(await daySheetPdf(sheet(), { withMoney: false }));
    expect(lines).not.toContain("Show money");
    expect(lines.join("\n")).not.toMatch(/\$|5,000|Guarantee/);
    expect(lines).toContain("Contacts");
  });

  it("says there are no contacts instead of a bare Contacts heading", async () => {
    const lines = pdfText(await daySheetPdf(sheet(), MANAGER));
    expect(lines[lines.indexOf("Contacts") + 1]).toBe("No contacts on file.");

    const withContact = pdfText(
      await daySheetPdf(
        sheet({ contacts: [{ name: "Ana", phone: "555-0100", email: null }] }),
        MANAGER,
      ),
    );
    expect(withContact[withContact.indexOf("Contacts") + 1]).toBe("Ana · 555-0100");
    expect(withContact).not.toContain("No contacts on file.");
  });

  it("prints the guest list's counts", async () => {
    const lines = pdfText(await daySheetPdf(sheet(), MANAGER));
    expect(lines.slice(lines.indexOf("Guest list") + 1)).toEqual(
      expect.arrayContaining(["Checked in", "4 of 5 approved tickets", "2 tickets"]),
    );
  });

  it("prints every set, the agreed advance, the files, in the person's clock (issue 38)", async () => {
    const advanced = sheet({
      sheet: {
        ...sheet().sheet,
        sets: [
          { performer: "The Openers", start: "20:00", end: "20:30" },
          { performer: "Headliner", start: "21:15", end: null },
        ],
      },
      advance: [
        answer("production", "pa", "PA and monitors", "House d&b, 8 wedges"),
        answer("settlement", "settlementHow", "How paid", "Wire transfer, next day"),
      ],
      files: [
        file("f1", "stage_plot", "stage-plot.pdf", 240_000),
        file("f2", "contract", "signed-contract.pdf", 90_000),
      ],
    });
    const manager = pdfText(await daySheetPdf(advanced, { withMoney: true, clock: "12h" }));
    expect(manager.slice(manager.indexOf("Running order") + 1)).toEqual(
      expect.arrayContaining(["The Openers", "8:00 PM – 8:30 PM", "Headliner", "9:15 PM"]),
    );
    expect(manager).toContain("3:00 PM");
    const text = manager.join("\n");
    expect(text).toContain("Production · PA and monitors:");
    expect(manager).toContain("House d&b, 8 wedges");
    expect(manager).toContain("Wire transfer, next day");
    expect(text).toContain("Stage plot: stage-plot.pdf (234 KB)");
    expect(text).toContain("signed-contract.pdf");

    const crew = pdfText(await daySheetPdf(advanced, { withMoney: false, clock: "24h" }));
    const crewText = crew.join("\n");
    expect(crew).toContain("20:00 – 20:30");
    expect(crew).toContain("15:00");
    expect(crewText).toContain("House d&b, 8 wedges");
    expect(crewText).toContain("stage-plot.pdf");
    expect(crewText).not.toContain("Wire transfer");
    expect(crewText).not.toContain("signed-contract");
  });

  it("stays small: only the glyphs used are embedded", async () => {
    const pdf = await daySheetPdf(sheet(), MANAGER);
    expect(pdf.length).toBeLessThan(60_000);
  });
});

describe("every PDF prints with the embedded fonts", () => {
  it("the P&L keeps a tour title's arrow", async () => {
    const finance = {
      tour: { id: "t", title: "East → West", startDate: null, endDate: null },
      dataBadge: "Anticipated Data",
      anticipated: emptyFigures,
      actual: emptyFigures,
      deals: [],
      riderSavings: "0.00",
      pendingSettlements: "0.00",
      showPnl: [],
      currency: { home: "USD", rates: [], unconverted: [] },
    } as unknown as Parameters<typeof tourPnlPdf>[0];
    const text = pdfText(await tourPnlPdf(finance, "2027-01-01")).join("\n");
    expect(text).toContain("Profit & Loss — East → West");
  });

  it("the tour report too", async () => {
    async function* none() {}
    const stream = tourReportPdf(
      none(),
      { includeFinancial: false, includeVenues: false },
      { artistName: "Zoë → Band", generatedOn: "2027-01-01" },
    );
    const pdf = Buffer.from(await new Response(stream).arrayBuffer());
    expect(pdfText(pdf).join("\n")).toContain("Zoë → Band");
  });
});

const emptyFigures = {
  revenue: "0.00",
  expenses: "0.00",
  profit: "0.00",
  marginPercent: null,
  revenueByCategory: [],
  expensesByCategory: [],
};
