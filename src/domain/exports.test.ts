import { describe, expect, it } from "vitest";
import {
  csvCell,
  csvHeaderLine,
  csvRowLine,
  exportFileName,
  exportQuerySchema,
  exportSuccessMessage,
  jsonArrayClose,
  jsonArrayItem,
  jsonArrayOpen,
  neutralizeFormula,
  toursToCsv,
  toursToJson,
  tourToJson,
} from "./exports";
import type { Tour } from "./tours/tours";

const all = { includeVenues: true, includeFinancial: true };

const tour = (over: Partial<Tour> = {}): Tour => ({
  id: "t-1",
  title: 'The "Big" Tour',
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  startDate: "2026-05-01",
  endDate: "2026-05-20",
  totalEstimatedCost: "15000.50",
  venues: [
    {
      id: "s1",
      orderInTour: 1,
      performanceDate: "2026-05-01",
      status: "confirmed",
      venueName: "The Fillmore",
      city: "San Francisco",
      state: "CA",
      capacity: 1150,
      venueFee: "0",
      estimatedTravelCost: "0",
      estimatedAccommodationCost: "0",
    },
    {
      id: "s2",
      orderInTour: 2,
      performanceDate: null,
      status: "pending",
      venueName: "Unknown Venue",
      city: "",
      state: "",
      capacity: 0,
      venueFee: "0",
      estimatedTravelCost: "0",
      estimatedAccommodationCost: "0",
    },
  ],
  ...over,
});

describe("file names (docs/product.md §14.1)", () => {
  it("are tours-export-{YYYY-MM-DD}.{ext} in UTC", () => {
    const now = new Date("2026-03-09T23:30:00Z");
    expect(exportFileName("csv", now)).toBe("tours-export-2026-03-09.csv");
    expect(exportFileName("json", now)).toBe("tours-export-2026-03-09.json");
    expect(exportFileName("pdf", now)).toBe("tours-export-2026-03-09.pdf");
  });
  it("name the format in capitals in the success toast", () => {
    expect(exportSuccessMessage("json")).toBe("Data exported successfully as JSON");
  });
});

describe("CSV (docs/product.md §14.1)", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell("")).toBe('""');
  });

  it("has the base columns, Total Cost with Financial Data, venues with Venue Information", () => {
    expect(csvHeaderLine(all)).toBe(
      '"Tour ID","Title","Status","Start Date","End Date","Total Cost","Venues Count","Venue Details"\r\n',
    );
    expect(csvHeaderLine({ includeVenues: false, includeFinancial: false })).toBe(
      '"Tour ID","Title","Status","Start Date","End Date"\r\n',
    );
    expect(csvHeaderLine({ includeVenues: true, includeFinancial: false })).toBe(
      '"Tour ID","Title","Status","Start Date","End Date","Venues Count","Venue Details"\r\n',
    );
  });

  it("writes venue details as 'name (city, state)' joined by '; '", () => {
    expect(toursToCsv([tour()], all)).toBe(
      '"Tour ID","Title","Status","Start Date","End Date","Total Cost","Venues Count","Venue Details"\r\n' +
        '"t-1","The ""Big"" Tour","active","2026-05-01","2026-05-20","15000.5","2","The Fillmore (San Francisco, CA); Unknown Venue"\r\n',
    );
  });

  it("leaves an unknown state or city out of the parentheses, never '(London, )' (issue 47)", () => {
    const abroad = tour();
    abroad.venues = abroad.venues.map((v, i) =>
      i === 0
        ? { ...v, venueName: "Roundhouse", city: "London", state: "" }
        : { ...v, city: "", state: "Île-de-France" },
    );
    expect(toursToCsv([abroad], all)).toContain(
      '"Roundhouse (London); Unknown Venue (Île-de-France)"',
    );
  });

  it("writes Total Cost 0 and empty dates when missing", () => {
    expect(
      csvRowLine(
        tour({ totalEstimatedCost: "0", startDate: null, endDate: null, venues: [] }),
        all,
      ),
    ).toBe('"t-1","The ""Big"" Tour","active","","","0","0",""\r\n');
  });

  it("is only the header without tours", () => {
    expect(toursToCsv([], all)).toBe(csvHeaderLine(all));
  });

  it("keeps spreadsheet formulas from running", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutralizeFormula(`${start}HYPERLINK("x")`)).toBe(`'${start}HYPERLINK("x")`);
    }
    expect(neutralizeFormula("Spring = fun")).toBe("Spring = fun");
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    const line = csvRowLine(tour({ title: "@SUM(A1)", venues: [] }), all);
    expect(line).toContain('"\'@SUM(A1)"');
  });
});

describe("JSON (docs/product.md §14.1)", () => {
  it("is pretty-printed with 2 spaces", () => {
    const text = toursToJson([tour({ venues: [] })], all);
    expect(text).toBe(
      [
        "[",
        "  {",
        '    "id": "t-1",',
        '    "title": "The \\"Big\\" Tour",',
        '    "status": "active",',
        '    "start_date": "2026-05-01",',
        '    "end_date": "2026-05-20",',
        '    "total_estimated_cost": 15000.5,',
        '    "venues_count": 0,',
        '    "venues": []',
        "  }",
        "]",
      ].join("\n"),
    );
  });

  it("leaves out what was not asked for", () => {
    expect(tourToJson(tour(), { includeVenues: false, includeFinancial: false })).toEqual({
      id: "t-1",
      title: 'The "Big" Tour',
      status: "active",
      start_date: "2026-05-01",
      end_date: "2026-05-20",
    });
  });

  it("streams element by element to exactly the same text", () => {
    const tours = [tour(), tour({ id: "t-2", venues: [] }), tour({ id: "t-3" })];
    const items = tours.map((t) => tourToJson(t, all));
    const streamed =
      jsonArrayOpen + items.map(jsonArrayItem).join("") + jsonArrayClose(items.length);
    expect(streamed).toBe(toursToJson(tours, all));
    expect(jsonArrayOpen + jsonArrayClose(0)).toBe(JSON.stringify([], null, 2));
  });
});

describe("export options", () => {
  it("default to both sections on", () => {
    expect(exportQuerySchema.parse({})).toEqual(all);
    expect(exportQuerySchema.parse({ venues: "0", financial: "1" })).toEqual({
      includeVenues: false,
      includeFinancial: true,
    });
  });
});
