import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { publicShow } from "../../../tests/support/public-shows";
import { withFormatLocale } from "../i18n/format-locale";
import {
  BANDSINTOWN_COLUMNS,
  bandsintownCsv,
  bandsintownFileName,
  bandsintownPartCount,
} from "./bandsintown";
import type { PublicShow } from "./public-show";
import { listingRegion } from "./region-codes";
import { SONGKICK_COLUMNS, songkickCsv, songkickFileName } from "./songkick";

const show = (over: Partial<PublicShow> = {}) =>
  publicShow({
    venue: { name: "Metro", city: "Chicago", region: "Illinois", country: "US" },
    supportActs: ["The Openers", "Second Band"],
    onSaleAt: "2026-05-08T15:00:00.000Z",
    ...over,
  });
const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe("Bandsintown's bulk upload", () => {
  it("writes the template's columns, times in the venue's local time", () => {
    const csv = bandsintownCsv([show()], 1)!;
    expect(csv.split("\r\n")[0]).toBe(BANDSINTOWN_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(parse(csv)[0]).toEqual({
      Date: "2026-07-01",
      Time: "20:00",
      Venue: "Metro",
      Country: "United States",
      Region: "IL",
      City: "Chicago",
      "Postal Code": "",
      Address: "",
      "Event Name": "",
      Description: "",
      Lineup: "The Openers, Second Band",
      "Ticket Link": "https://tickets.example/metro",
      "Announce Date": "2026-05-01",
      "Announce Time": "10:00",
      "On Sale Date": "2026-05-08",
      "On Sale Time": "10:00",
    });
  });

  it("leaves the time empty when none is given (Bandsintown takes 19:00), and names the region elsewhere", () => {
    const abroad = show({
      startTime: null,
      timeZone: "Europe/Berlin",
      venue: { name: "SO36", city: "Berlin", region: "Berlin", country: "DE" },
      onSaleAt: null,
      soldOut: true,
      eventName: "Summer Night",
    });
    const [line] = parse(bandsintownCsv([abroad], 1)!);
    expect(line).toMatchObject({
      Time: "",
      Country: "Germany",
      Region: "Berlin",
      "Event Name": "Summer Night",
      Description: "Sold out",
      "Announce Time": "17:00",
      "On Sale Date": "",
    });
  });

  it("splits 120 shows into files of 50, 50 and 20, and has no fourth", () => {
    const shows = Array.from({ length: 120 }, (_, i) =>
      show({ venue: { name: `Venue ${i + 1}`, city: "Chicago", region: "IL", country: "US" } }),
    );
    expect(bandsintownPartCount(shows.length)).toBe(3);
    const parts = [1, 2, 3].map((p) => parse(bandsintownCsv(shows, p)!));
    expect(parts.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(parts[1]![0]!.Venue).toBe("Venue 51");
    expect(parts[2]!.at(-1)!.Venue).toBe("Venue 120");
    expect(bandsintownCsv(shows, 4)).toBeNull();
    expect(bandsintownCsv(shows, 0)).toBeNull();
    // No shows: one file, the header alone.
    expect(bandsintownPartCount(0)).toBe(1);
    expect(parse(bandsintownCsv([], 1)!)).toEqual([]);
  });

  it("guards a cell a spreadsheet would run", () => {
    const csv = bandsintownCsv([show({ venue: { ...show().venue, name: '=HYPERLINK("x")' } })], 1)!;
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("names the file after the act", () => {
    expect(bandsintownFileName("The Midnight Owls", 2)).toBe("the-midnight-owls-bandsintown-2.csv");
  });
});

describe("Songkick's bulk upload", () => {
  it("writes its columns, publishing at the announce time in the venue's zone", () => {
    const csv = songkickCsv([show(), show({ announcedAt: "2026-05-02T04:30:00.000Z" })]);
    expect(csv.split("\r\n")[0]).toBe(SONGKICK_COLUMNS.map((c) => `"${c}"`).join(","));
    const rows = parse(csv);
    expect(rows[0]).toEqual({
      Date: "2026-07-01",
      Venue: "Metro",
      City: "Chicago",
      Country: "United States",
      Lineup: "The Openers, Second Band",
      "Ticket Link": "https://tickets.example/metro",
      "Publish Date": "2026-05-01",
      "Publish Time": "10:00 AM",
      "Publish Timezone": "America/Chicago",
    });
    expect(rows[1]).toMatchObject({ "Publish Date": "2026-05-01", "Publish Time": "11:30 PM" });
    expect(songkickFileName("Sigur Rós")).toBe("sigur-ros-songkick.csv");
  });

  it("writes Songkick's clock and countries in English whoever downloads the file", () => {
    for (const locale of ["de", "es"] as const) {
      const rows = withFormatLocale(locale, () => parse(songkickCsv([show()])));
      expect(rows[0]).toMatchObject({ Country: "United States", "Publish Time": "10:00 AM" });
    }
  });

  it("writes the venue, never the event's own name, and guards formulas", () => {
    const csv = songkickCsv([show({ eventName: "Fest", supportActs: ["@Opener"] })]);
    expect(parse(csv)[0]!.Venue).toBe("Metro");
    expect(csv).toContain(`"'@Opener"`);
  });
});

describe("a venue's region for the listings sites", () => {
  it("is a two-letter code in the US and Canada, typed either way", () => {
    expect(listingRegion("Illinois", "US")).toBe("IL");
    expect(listingRegion("il", "US")).toBe("IL");
    expect(listingRegion(" Québec ", "CA")).toBe("QC");
    expect(listingRegion("new  york", "US")).toBe("NY");
  });

  it("stays as typed elsewhere, or when not known", () => {
    expect(listingRegion("Bavaria", "DE")).toBe("Bavaria");
    expect(listingRegion("Gotham", "US")).toBe("Gotham");
    expect(listingRegion(null, "GB")).toBe("");
  });
});
