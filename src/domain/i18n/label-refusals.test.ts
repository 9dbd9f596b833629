import { describe, expect, it } from "vitest";
import { englishWords } from "../../../tests/support/english-leak";
import { parseAmountIn, unknownCurrencyMessage } from "../currencies/currency";
import { readSheetMoney } from "../imports/numbers";
import { lodgingInputSchema, travelLegInputSchema } from "../logistics/itinerary";
import { venueInputSchema } from "../tours/venues";
import { messages as de } from "./catalogue-de";
import { messages as es } from "./catalogue-es";
import { messageFormatter } from "./messages";
import { withWords } from "./words";

/**
 * Issue 55: refusals the shared helpers compose from a field's name, and the currencies' own,
 * are written whole in the reader's language: the field named in it, no English left.
 */
const german = <T>(write: () => T) => withWords(messageFormatter("de", de), write);
const spanish = <T>(write: () => T) => withWords(messageFormatter("es", es), write);
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("a refusal about a named field, in the reader's language", () => {
  it("names a journey's and a stay's fields in German", () => {
    const leg = german(() =>
      messagesOf(
        travelLegInputSchema.safeParse({
          mode: "drive",
          fromPlace: "",
          toPlace: "Leipzig",
          departureLocal: "2030-05-01T09:00",
          departureTz: "Mond/Krater",
          arrivalLocal: "2030-05-01T12:00",
          arrivalTz: "Europe/Berlin",
          carrier: "x".repeat(201),
        }),
      ),
    );
    expect(leg).toContain("Von ist erforderlich");
    expect(leg.some((m) => m.startsWith("Zeitzone der Abfahrt muss eine Zeitzone"))).toBe(true);
    expect(leg.some((m) => m.startsWith("Anbieter"))).toBe(true);
    expect(englishWords(leg.join("\n"))).toEqual([]);
    const stay = german(() =>
      messagesOf(
        lodgingInputSchema.safeParse({ name: "", checkIn: "2030-05-01", checkOut: "2030-05-02" }),
      ),
    );
    expect(englishWords(stay.join("\n"))).toEqual([]);
  });

  it("names a venue's fields in Spanish", () => {
    const said = spanish(() =>
      messagesOf(venueInputSchema.safeParse({ name: "Sala", city: "x".repeat(81) })),
    );
    expect(said.some((m) => m.startsWith("Ciudad"))).toBe(true);
    expect(said.join()).not.toContain("City");
  });

  it("writes the currencies' and a sheet's amount refusals in German", () => {
    const said = german(() => [
      unknownCurrencyMessage("Dollars"),
      unknownCurrencyMessage(""),
      parseAmountIn("1500.5", "JPY").ok
        ? ""
        : (parseAmountIn("1500.5", "JPY") as { message: string }).message,
      (
        readSheetMoney("abc", "point", { id: "tours.import.field.fee", defaultMessage: "Fee" }) as {
          message: string;
        }
      ).message,
    ]);
    expect(said).toEqual([
      "Dollars ist kein ISO-4217-Währungscode (wie USD, EUR, GBP)",
      "Ein leerer Code ist kein ISO-4217-Währungscode (wie USD, EUR, GBP)",
      "Betrag: JPY hat keine Nachkommastellen: gib einen ganzen Betrag ein",
      "Gage abc ist kein Betrag",
    ]);
    // English stays word for word.
    expect(unknownCurrencyMessage("")).toBe(
      "An empty code is not an ISO 4217 currency code (like USD, EUR, GBP)",
    );
  });
});
