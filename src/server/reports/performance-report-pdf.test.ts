import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import type { ReportEntry } from "../db/queries/setlists/report";
import { performanceReportPdf } from "./performance-report-pdf";

const writer = (name: string, share: number) => ({
  name,
  role: null,
  society: null,
  ipi: null,
  share,
});
const entry: ReportEntry = {
  show: {
    showId: "s1",
    tourId: "t1",
    tourTitle: "Tour",
    date: "2027-03-14",
    venue: "Huxleys Neue Welt",
    address: "Hasenheide 107",
    city: "Berlin",
    region: null,
    country: "DE",
    capacity: 1600,
    billing: "Headliner",
    performer: "Die Band",
    setSource: "planned",
    songs: [
      {
        title: "Lied",
        durationSeconds: 225,
        iswc: null,
        isrc: null,
        writers: [writer("Anna", 5000)],
        publishers: [],
      },
      { title: "Ohne", durationSeconds: null, iswc: null, isrc: null, writers: [], publishers: [] },
    ],
  },
  dueOn: "2027-04-25",
  dueRule: "6 weeks: GEMA charges the organiser 10 % more for a set list that comes later",
  filing: { filedOn: "2027-03-20", reference: "M-42" },
};
const period = { from: "2027-03-01", to: "2027-03-31" };
/** The page's words as one run: a line wrapped at the page's edge reads on. */
const words = (pdf: Buffer) => pdfText(pdf).join(" ").replace(/\s+/g, " ");
const textOf = async (locale?: "de") =>
  words(await performanceReportPdf("GEMA", period, "Die Band", [entry], locale));

describe("the performance report in its reader's language (issue 55)", () => {
  it("is German through and through for a German reader", async () => {
    const text = await textOf("de");
    for (const said of [
      "Aufführungsmeldung — GEMA",
      "14. März 2027 — Huxleys Neue Welt",
      "Hasenheide 107, Berlin, Deutschland · Kapazität 1.600 · Headliner",
      "Set: Geplantes Set: Was gespielt wurde, ist nicht bestätigt",
      "Fällig bis 25. Apr. 2027 (6 Wochen: Die GEMA berechnet dem Veranstalter 10 % mehr",
      "Gemeldet am 20. März 2027, Referenz M-42",
      "Die Anteile der Urheber müssen zusammen 100 % ergeben (sie ergeben 50.00 %)",
      "Noch keine Urheber",
      "Urheber: Anna",
    ])
      expect(text, said).toContain(said);
    for (const english of ["Due by", "Filed on", "Germany", "Writers' shares", "capacity"])
      expect(text, english).not.toContain(english);
  });

  it("says a period with no show in German, naming the society's territory", async () => {
    const text = words(await performanceReportPdf("GEMA", period, "", [], "de"));
    expect(text).toContain(
      "Keine bestätigte Show in diesem Zeitraum, die GEMA annimmt (Shows in Deutschland).",
    );
  });

  it("stays English word for word for everyone else", async () => {
    const text = await textOf();
    for (const said of [
      "Hasenheide 107, Berlin, Germany · capacity 1,600 · Headliner",
      "Set: Planned set: what was played was not confirmed",
      "Due by Apr 25, 2027 (6 weeks: GEMA charges the organiser 10 % more",
      "Filed on Mar 20, 2027, reference M-42",
      "Writers' shares must add up to 100 % (they add up to 50.00 %)",
      "No writers yet",
    ])
      expect(text, said).toContain(said);
  });
});
