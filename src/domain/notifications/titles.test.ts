import { describe, expect, it } from "vitest";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messages as catalogueEs } from "../i18n/catalogue-es";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { noticeTitle } from "./titles";

const german = messageFormatter("de", catalogueDe);
const spanish = messageFormatter("es", catalogueEs);
const at = { venue: "Union Street Theatre", date: "2027-03-12" };
const leg = {
  kind: "leg",
  mode: "flight",
  from: "Chicago",
  to: "Denver",
  date: "2099-05-02",
} as const;

describe("a notification's title (issue 55)", () => {
  it("is written from the stored facts in English, word for word as before", () => {
    expect(noticeTitle("hold-expiring", { at, hours: 48 })).toBe(
      "The hold on the show at Union Street Theatre on Mar 12 expires within 48 hours",
    );
    expect(noticeTitle("travel-changed", { trip: leg, cancelled: true })).toBe(
      "Flight Chicago → Denver on May 2, 2099 was cancelled",
    );
    const changes = [
      { label: "Load-in", kind: "time", value: "14:00" },
      { label: "Sets", kind: "sets", value: "2" },
    ] as const;
    expect(noticeTitle("advance-accepted", { at, changes: [...changes] }, "12h")).toBe(
      "New for the show at Union Street Theatre on Mar 12: Load-in 2:00 PM · Sets 2 sets",
    );
  });

  it("reads in German and Spanish, a row stored with English pieces too", () => {
    expect(withWords(german, () => noticeTitle("guest-requests-waiting", { at, count: 3 }))).toBe(
      "3 Gästeanfragen warten für die Show im Union Street Theatre am 12. März",
    );
    expect(withWords(spanish, () => noticeTitle("travel-changed", { trip: leg }))).toBe(
      "Vuelo Chicago → Denver el 2 may 2099 ha cambiado",
    );
    const old = { show: "the show at Union Street Theatre on Mar 12" };
    expect(withWords(spanish, () => noticeTitle("hold-lapsed", old))).toBe(
      "La reserva para el concierto en Union Street Theatre el 12 mar ha caducado",
    );
    // What cannot be read back stays as stored, inside the reader's sentence.
    expect(withWords(german, () => noticeTitle("day-times-changed", { show: "Old words" }))).toBe(
      "Die Zeiten für Old words haben sich geändert",
    );
  });
});
