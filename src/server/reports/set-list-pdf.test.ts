import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { type StageCopy, setListPdf } from "./set-list-pdf";

const copy = (lines: StageCopy["lines"]): StageCopy => ({
  show: {
    performanceDate: "2027-03-14",
    venueName: "Sala Apolo",
    city: "Barcelona",
    tourTitle: "Gira",
  },
  lines,
  stage: { keys: false, notes: false },
});
const song = (title: string, encore = false) => ({
  songId: title,
  title,
  musicalKey: null,
  encore,
  segue: false,
  note: null,
});

describe("the stage copy in its reader's language (issue 55)", () => {
  it("names the encore and dates the show in Spanish for a Spanish reader", async () => {
    const lines = pdfText(await setListPdf(copy([song("Uno"), song("Dos", true)]), "es"));
    expect(lines).toContain("BIS");
    expect(lines.join("\n")).toContain("14 mar 2027 · Sala Apolo, Barcelona · Gira");
    expect(lines).not.toContain("ENCORE");
  });

  it("says an empty set in Spanish, and in English for everyone else", async () => {
    expect(pdfText(await setListPdf(copy([]), "es"))).toContain(
      "Aún no hay canciones en este set.",
    );
    const english = pdfText(await setListPdf(copy([song("One", true)])));
    expect(english).toContain("ENCORE");
    expect(english.join("\n")).toContain("Mar 14, 2027 · Sala Apolo, Barcelona · Gira");
  });
});
