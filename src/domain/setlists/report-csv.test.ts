import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { billingOf, NO_SET_PROBLEM, type ReportShow, type ReportSong } from "./performance-report";
import { performanceReportCsv, reportHeader, writersCell } from "./report-csv";

const song = (title: string, over: Partial<ReportSong> = {}): ReportSong => ({
  title,
  durationSeconds: 225,
  iswc: "T-034524680-1",
  isrc: null,
  writers: [
    { name: "Ana Ruiz", role: "Composer", society: "PRS", ipi: "00052210040", share: 5000 },
    { name: "Ben Ode", role: null, society: null, ipi: null, share: 5000 },
  ],
  publishers: [{ name: "North Songs", society: "PRS", ipi: null }],
  ...over,
});

const show = (over: Partial<ReportShow> = {}): ReportShow => ({
  showId: "s1",
  tourId: "t1",
  tourTitle: "Spring",
  date: "2026-05-02",
  venue: "The Garage",
  address: "20-22 Highbury Corner",
  city: "London",
  region: null,
  country: "GB",
  capacity: 600,
  billing: "Headliner",
  performer: "The Lanterns",
  setSource: "played",
  songs: [song("Ghosts"), song("Paper Moon")],
  ...over,
});

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;

describe("the performance report's CSV", () => {
  it("writes one row per song performed per show, writers joined with their shares", () => {
    const rows = parse(performanceReportCsv("PRS", [show()]));
    expect(rows.map((r) => r["Song title"])).toEqual(["Ghosts", "Paper Moon"]);
    expect(rows[0]).toMatchObject({
      "Performance date": "2026-05-02",
      Venue: "The Garage",
      "Venue address": "20-22 Highbury Corner",
      City: "London",
      Country: "United Kingdom",
      Capacity: "600",
      Billing: "Headliner",
      Performer: "The Lanterns",
      Position: "1",
      Duration: "3:45",
      "Writers and shares": "Ana Ruiz (Composer; PRS; IPI 00052210040) 50.00%; Ben Ode 50.00%",
      Publishers: "North Songs (PRS)",
      ISWC: "T-034524680-1",
      Problem: "",
    });
    expect(Object.keys(rows[0]!)).toEqual(reportHeader("PRS"));
  });

  it("lists a show with no set as one row with its problem, and a song it cannot file yet", () => {
    const rows = parse(
      performanceReportCsv("BMI", [
        show({ setSource: "none", songs: [] }),
        show({ setSource: "planned", songs: [song("Untitled", { writers: [] })] }),
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ "Song title": "", Problem: NO_SET_PROBLEM, Set: "No set" });
    expect(rows[1]).toMatchObject({
      "Song title": "Untitled",
      Problem: "No writers yet",
      Set: "Planned set: what was played was not confirmed",
    });
  });

  it("neutralises a title a spreadsheet would run as a formula (ADR 0004)", () => {
    const csv = performanceReportCsv("PRS", [show({ songs: [song('=HYPERLINK("x")')] })]);
    expect(parse(csv)[0]!["Song title"]).toBe('\'=HYPERLINK("x")');
  });

  it("writes shares to the hundredth", () => {
    expect(
      writersCell([
        { name: "A", role: null, society: null, ipi: null, share: 3333 },
        { name: "B", role: null, society: null, ipi: null, share: 6667 },
      ]),
    ).toBe("A 33.33%; B 66.67%");
  });
});

describe("headliner or support", () => {
  const order = [{ performer: "The Openers" }, { performer: "The Lanterns" }];
  it("reads the act's place in the day sheet's running order", () => {
    expect(billingOf(order, "the lanterns ")).toBe("Headliner");
    expect(billingOf(order, "The Openers")).toBe("Support");
    expect(billingOf(order, "Someone else")).toBeNull();
    expect(billingOf([], "The Lanterns")).toBeNull();
  });
});
