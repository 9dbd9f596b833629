import { describe, expect, it } from "vitest";
import { guessShowColumns } from "../../imports/columns";
import { readSheet } from "../../imports/sheet";
import { readSheetFee } from "./fee-terms";
import { resolveShowImport, showImportQuerySchema } from "./show-import-query";
import { type ExistingBookings, planShowImport } from "./show-plan";
import { mapShowRows } from "./show-rows";
import { readSheetStatus } from "./statuses";

/** Issue 36 item 8: a booking agent's sheet, read as the agent wrote it. */
const none: ExistingBookings = { tours: [], venues: [], shows: [], dated: [] };

function planOf(csv: string, existing = none, query: Record<string, string> = {}, home = "USD") {
  const read = readSheet(csv);
  if (!read.ok) throw new Error(read.message);
  const resolved = resolveShowImport(read.sheet, { ...showImportQuerySchema.parse(query), home });
  if (!resolved.ok) throw new Error(resolved.message);
  return planShowImport(mapShowRows(read.sheet, resolved.options), existing);
}

describe("an agent's columns", () => {
  it("reads Promoter Email as the contact's email and Promoter as their name", () => {
    const header = ["Date", "Venue", "Promoter", "Promoter Email", "Promoter Phone"];
    expect(guessShowColumns(header)).toMatchObject({ contact: 2, email: 3, phone: 4 });
    // Without a name column the address still goes to Email, never to Contact.
    expect(guessShowColumns(["Date", "Venue", "Promoter Contact Email"])).toMatchObject({
      contact: null,
      email: 2,
    });
  });
});

describe("an agent's statuses", () => {
  it.each([
    ["Offer", "pending", undefined],
    ["Avail", "pending", undefined],
    ["Inquiry", "pending", undefined],
    ["Challenge", "challenge", undefined],
    ["1st hold", "hold", 1],
    ["2nd Hold", "hold", 2],
    ["Hold 3", "hold", 3],
    ["second hold", "hold", 2],
    ["H1", "hold", 1],
  ])("%s is %s (rank %s)", (cell, value, holdRank) => {
    expect(readSheetStatus(cell)).toEqual({
      ok: true,
      value,
      ...(holdRank ? { holdRank } : {}),
    });
  });

  it("still names what it cannot read", () => {
    expect(readSheetStatus("maybe")).toMatchObject({ ok: false });
  });
});

describe("an agent's fees", () => {
  it("keeps a plain amount, and a deal's guarantee with its terms", () => {
    expect(readSheetFee("$1,200.00", "point")).toEqual({ ok: true, fee: "1200.00", terms: null });
    expect(readSheetFee("$1,200 vs 70%", "point")).toEqual({
      ok: true,
      fee: "1200.00",
      terms: "$1,200 vs 70%",
    });
    expect(readSheetFee("$500 + 80% after costs", "point")).toMatchObject({ fee: "500.00" });
    expect(readSheetFee("70% of the door", "point")).toEqual({
      ok: true,
      fee: "0.00",
      terms: "70% of the door",
    });
    expect(readSheetFee("lots", "point")).toEqual({
      ok: false,
      message: "Fee lots is not an amount",
    });
  });
});

describe("an agent's sheet, planned", () => {
  const sheet = [
    "Date,Venue,City,Cap,Fee,Status,Promoter,Promoter Email",
    "2027-04-02,The Parish,Austin,450,$1200 vs 70%,1st hold,Ana Ruiz,ana@parish.example",
    "2027-04-02,Mohawk,Austin,900,$900,2nd hold,,",
    "2027-04-03,Cactus Cafe,Austin,200,$400,Challenge,,",
    '2027-04-04,Stubb\'s,Austin,2000,"$2,500",Offer,,',
  ].join("\n");

  it("imports every row: holds at their ranks, the challenge, the offer; fee and capacity shown", () => {
    const plan = planOf(sheet, none, { defaultTour: "Texas Run" });
    expect(plan.summary).toMatchObject({ newShows: 4, errors: 0 });
    expect(plan.rows.map((r) => [r.venue, r.showStatus, r.holdRank, r.fee, r.capacity])).toEqual([
      ["The Parish", "hold", 1, "1200.00", 450],
      ["Mohawk", "hold", 2, "900.00", 900],
      ["Cactus Cafe", "challenge", 1, "400.00", 200],
      ["Stubb's", "pending", null, "2500.00", 2000],
    ]);
    const parish = plan.shows[0]!.show;
    expect(parish).toMatchObject({
      contactName: "Ana Ruiz",
      contactEmail: "ana@parish.example",
      notes: "Deal: $1200 vs 70%",
    });
    expect(plan.rows[0]!.warnings).toEqual([
      expect.stringMatching(/^row 2: Fee \$1200 vs 70% is a deal, not an amount/),
    ]);
    expect(plan.rows[2]!.warnings).toEqual([
      expect.stringMatching(/^row 4: imported as a challenge to our hold/),
    ]);
  });

  it("gives a hold whose rank is taken the next one, and says so", () => {
    const taken: ExistingBookings = {
      ...none,
      dated: [{ date: "2027-04-02", status: "hold", holdRank: 1, venueName: "Elsewhere" }],
    };
    const plan = planOf(sheet, taken, { defaultTour: "Texas Run" });
    expect(plan.rows.slice(0, 2).map((r) => r.holdRank)).toEqual([2, 3]);
    expect(plan.rows[0]!.warnings).toContainEqual(
      "row 2: the 1st hold on Apr 2, 2027 is taken; imported as the 2nd hold",
    );
    expect(plan.rows[1]!.warnings).toEqual([
      "row 3: the 2nd hold on Apr 2, 2027 is taken; imported as the 3rd hold",
    ]);
  });

  it("keeps a fee in euros in the show's notes: never read as dollars (issue 41)", () => {
    const euros = [
      "Date,Venue,City,Fee",
      "2027-05-02,Paradiso,Amsterdam,€1.500",
      "2027-05-03,Melkweg,Amsterdam,1200 EUR vs 70%",
      "2027-05-04,Trix,Antwerp,$900",
    ].join("\n");
    const plan = planOf(euros, none, { defaultTour: "Benelux", numberFormat: "comma" });
    expect(plan.rows.map((r) => r.fee)).toEqual(["0.00", "0.00", "900.00"]);
    expect(plan.shows[0]!.show.notes).toBe("Deal: €1.500");
    expect(plan.rows[0]!.warnings).toEqual([
      "row 2: Fee €1.500 is in EUR and a show's offer is in USD: the offer is left empty and the fee is kept in its notes; add the deal in EUR in Finances",
    ]);
    expect(plan.shows[1]!.show.notes).toBe("Deal: 1200 EUR vs 70%");
    // For a band whose home currency is the euro, the euros are offers and "$900" is not.
    const home = planOf(euros, none, { defaultTour: "Benelux", numberFormat: "comma" }, "EUR");
    expect(home.rows.map((r) => r.fee)).toEqual(["1500.00", "1200.00", "0.00"]);
    expect(home.rows[2]!.warnings).toEqual([
      "row 4: Fee $900 is not in EUR, the currency of a show's offer: the offer is left empty and the fee is kept in its notes; add the deal in Finances",
    ]);
  });
});
