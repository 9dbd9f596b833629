import { describe, expect, it } from "vitest";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { englishWords } from "../support/english-leak";

/**
 * Issue 55: a sheet import's row messages (why a row is refused, what a row's warning says)
 * are in the reader's language, as the rest of the preview: German for a German browser, the
 * cells quoted as the sheet writes them.
 */
const s = setupApiSuite();
const encoder = new TextEncoder();
const GERMAN = { "accept-language": "de-DE,de;q=0.9" };

const preview = (path: string, sheet: string) =>
  call(s.t, "POST", path, { cookie: s.a.cookie, raw: encoder.encode(sheet), headers: GERMAN });

const reasons = (rows: { reason?: string; warnings?: string[] }[]) =>
  rows.flatMap((r) => [r.reason ?? "", ...(r.warnings ?? [])]).filter(Boolean);

describe("a sheet's row messages in German", () => {
  it("says why a money row is refused, by row and column, in German", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "Geldtour" })).id;
    const sheet = [
      "Category,Anticipated,Currency,Type,Date",
      "Fuel,1500.50,JPY,,",
      "Fuel,10,Dollars,,",
      "Fuel,€40,GBP,,",
      "Fuel,12,USD,Spende,",
      "Fuel,12,USD,,1999-12-31",
      "Fuel,abc,USD,,",
    ].join("\n");
    const res = await preview(`/api/imports/tours/${tour}/financials/preview`, sheet);
    expect(res.status, res.text).toBe(200);
    const said = reasons(res.data.rows);
    expect(said).toEqual([
      "Zeile 2: Erwartet 1500.50: JPY hat keine Nachkommastellen: gib einen ganzen Betrag ein",
      "Zeile 3: Währung: Dollars ist kein ISO-4217-Währungscode (wie USD, EUR, GBP)",
      "Zeile 4: Erwartet €40 ist in EUR, die Zeile aber in GBP: wähle die Währung der Tabelle oder gib der Zeile eine Währung",
      "Zeile 5: Art Spende ist weder Einnahme noch Ausgabe",
      "Zeile 6: Datum: 1999-12-31 liegt nicht zwischen 1. Jan. 2000 und 31. Dez. 2100",
      "Zeile 7: Erwartet abc ist kein Betrag",
    ]);
    expect(englishWords(said.join("\n"))).toEqual([]);
  });

  it("says a show row's refusals and warnings in German", async () => {
    const sheet = [
      "Tour,Date,Venue,Fee,Status,Capacity",
      "Frühling,2027-05-01,Kulturhalle,$1200 vs 70%,Hold,",
      "Frühling,,Kellerklub,,,",
      "Frühling,2027-05-03,,,,",
      "Frühling,2027-05-04,Kellerklub,,vielleicht,",
      "Frühling,2027-05-05,Kellerklub,,,viele",
      "Frühling,2027-05-01,Kulturhalle,$1200 vs 70%,Hold,",
    ].join("\n");
    const res = await preview("/api/imports/shows/preview", sheet);
    expect(res.status, res.text).toBe(200);
    const said = reasons(res.data.rows);
    expect(said).toContain("Zeile 3: das Datum fehlt");
    expect(said).toContain("Zeile 4: der Spielort fehlt");
    expect(said).toContain("Zeile 6: Kapazität viele ist keine ganze Zahl");
    expect(said).toContain("Zeile 7: dieselbe Show wie Zeile 2");
    expect(said.find((r) => r.startsWith("Zeile 2: Gage $1200 vs 70% ist ein Deal"))).toBeTruthy();
    // The sheet's own status words are listed as a sheet writes them; the rest is German.
    const status = said.find((r) => r.startsWith("Zeile 5: Status vielleicht ist keiner von"));
    expect(status).toBeTruthy();
    expect(englishWords(said.join("\n"), ["1st hold, 2nd hold"])).toEqual([]);
  });

  it("refuses a show sheet with no rows under its header in German", async () => {
    const res = await preview("/api/imports/shows/preview", "Tour,Date,Venue\n");
    expect(res.status).toBe(400);
    expect(res.data.error.message).toContain(
      "Diese Tabelle hat eine Kopfzeile, aber keine Datenzeilen darunter.",
    );
  });

  it("says a ticket row's refusals and the import's refusal in German", async () => {
    const sheet = [
      "Order #,Order Date,Quantity,Ticket Type,Attendee Status,Venue Name,Event Date,Total Paid",
      "1,2026-10-01,=1+1,GA,Attending,Kulturhalle,2027-03-10,10.00",
      "2,2026-10-01,-2,GA,Attending,Kulturhalle,2027-03-10,10.00",
      "3,2026-10-01,1,GA,Attending,Kulturhalle,bald,10.00",
      "4,2026-10-01,1,GA,Attending,Kulturhalle,2027-03-11,10.00",
    ].join("\n");
    const res = await preview("/api/imports/tickets/preview?seller=generic", sheet);
    expect(res.status, res.text).toBe(200);
    const said = reasons(res.data.rows);
    expect(said).toEqual([
      "Zeile 2: Menge =1+1 sieht wie eine Formel aus, nicht wie eine Zahl",
      "Zeile 3: Menge -2 ist negativ",
      "Zeile 4: Veranstaltungsdatum: bald ist kein Datum",
      "Zeile 5: keine Show dieses Arbeitsbereichs am 2027-03-11 im Spielort Kulturhalle",
    ]);
    expect(englishWords(said.join("\n"))).toEqual([]);
    const refused = await call(s.t, "POST", "/api/imports/tickets?seller=generic", {
      cookie: s.a.cookie,
      raw: encoder.encode(sheet),
      headers: GERMAN,
    });
    expect(refused.status).toBe(400);
    expect(refused.data.error.message).toMatch(
      /^4 Zeilen haben Fehler, daher wurde nichts importiert: Zeile 2/,
    );
  });
});
