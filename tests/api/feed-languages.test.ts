import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { englishWords } from "../support/english-leak";
import { dayFromNow, insertDatesPage, insertListedShow } from "../support/listings-feeds";

/**
 * Issue 55: the calendar and news feeds in their reader's language. A person's own calendar
 * feed speaks the language its maker chose in Settings (a calendar app has no session); the
 * act's public iCal, Atom and RSS speak the visitor's Accept-Language. Names stay as typed.
 */
const s = setupApiSuite();
const HOUR = 3_600_000;

/** An iCal text as a calendar app reads it: its folded lines joined again. */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("a person's calendar feed", () => {
  it("is in the language its maker chose, its UIDs and dates the same", async () => {
    const db = s.t.database.db;
    const ws = s.a.workspaceId;
    const tour = await insertTour(db, ws, { title: "Frühlingstour" });
    const halle = await insertVenue(db, ws, { name: "Kulturhalle", city: "Leipzig", state: "SN" });
    const keller = await insertVenue(db, ws, { name: "Kellerklub" });
    await insertShow(db, ws, tour.id, halle.id, {
      performanceDate: dayFromNow(30),
      status: "hold",
      holdRank: 2,
      holdExpiry: new Date(Date.now() + 40 * HOUR),
    });
    await insertShow(db, ws, tour.id, keller.id, {
      performanceDate: dayFromNow(31),
      status: "challenge",
      holdRank: 2,
      challengedBy: "us",
      challengeDeadline: new Date(Date.now() + 30 * HOUR),
    });
    const chose = await call(s.t, "PUT", "/api/profile/locale", {
      cookie: s.a.cookie,
      json: { locale: "de" },
    });
    expect(chose.status).toBe(200);
    const made = await call(s.t, "POST", "/api/calendar-feed", { cookie: s.a.cookie });
    const path = made.data.path as string;

    // The calendar app asks in English: the feed is its maker's, in German.
    const res = await call(s.t, "GET", path, { headers: { "accept-language": "en-US" } });
    expect(res.status).toBe(200);
    const text = unfolded(res.text);
    expect(text).toContain("SUMMARY:Option: Kulturhalle (2. Option)");
    expect(text).toContain("SUMMARY:Option läuft ab: Kulturhalle");
    expect(text).toContain("SUMMARY:Ihre Antwort fällig (unsere Challenge): Kellerklub");
    expect(text).toContain("DESCRIPTION:Frist endet morgen");
    expect(text).toMatch(/UID:show-[0-9a-f-]+@localhost/);
    expect(text).toContain(`DTSTART;VALUE=DATE:${dayFromNow(30).replaceAll("-", "")}`);
    const names = ["Frühlingstour", "Kulturhalle", "Kellerklub", "Leipzig"];
    expect(englishWords(text, names)).toEqual([]);
    const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents("vevent");
    expect(events).toHaveLength(4);

    // The same rows in another language are another text: a calendar holding the German
    // one is not told the Spanish one is unchanged.
    await call(s.t, "PUT", "/api/profile/locale", { cookie: s.a.cookie, json: { locale: "es" } });
    const spanish = await call(s.t, "GET", path, {
      headers: { "if-none-match": res.headers.get("etag")! },
    });
    expect(spanish.status).toBe(200);
    expect(unfolded(spanish.text)).toContain("SUMMARY:Reserva: Kulturhalle (2.ª reserva)");

    // Retired, it tells the calendar app so in its maker's language too.
    await call(s.t, "DELETE", "/api/calendar-feed", { cookie: s.a.cookie });
    const gone = await call(s.t, "GET", path, { headers: { "accept-language": "en-US" } });
    expect(gone.status).toBe(410);
    expect(gone.data.error.message).toMatch(/^Este feed de calendario se desactivó/);
  });
});

describe("the act's public feeds", () => {
  it("are in the visitor's language, each language kept apart", async () => {
    const db = s.t.database.db;
    const ws = s.b.workspaceId;
    await insertDatesPage(db, ws, { slug: "sprachband", title: "Sprachband" });
    const tour = await insertTour(db, ws, { status: "active" });
    await insertListedShow(db, ws, tour.id, {
      venue: { name: "Kulturhalle", city: "Leipzig", state: null, country: "DE" },
      date: dayFromNow(20),
      listing: { startTime: "20:00", timeZone: "Europe/Berlin", supportActs: ["Vorband"] },
    });
    await insertListedShow(db, ws, tour.id, {
      venue: { name: "Kellerklub", city: "Leipzig", state: null, country: "DE" },
      date: dayFromNow(22),
      status: "released",
      listing: { timeZone: "Europe/Berlin", cancelledAt: new Date(Date.now() - HOUR) },
    });
    const german = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };
    const names = ["Sprachband", "Kulturhalle", "Kellerklub", "Leipzig", "Vorband"];

    const rss = await call(s.t, "GET", "/dates/sprachband/feed.rss", { headers: german });
    expect(rss.status).toBe(200);
    expect(rss.headers.get("vary")).toContain("Accept-Language");
    expect(rss.text).toContain("<title>Sprachband: Tourdaten</title>");
    expect(rss.text).toContain("<description>Kommende Shows von Sprachband</description>");
    expect(rss.text).toContain("<language>de</language>");
    expect(rss.text).toContain("Mit Vorband.");
    expect(rss.text).toContain("Beginn um 20:00 Ortszeit (Europe/Berlin).");
    expect(rss.text).toContain("<title>Abgesagt: ");
    expect(rss.text).toContain("Deutschland.");
    // RFC 822's dates stay as RSS asks, whatever the language.
    expect(rss.text).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} [\d:]{8} GMT<\/pubDate>/);
    expect(englishWords(rss.text, names)).toEqual([]);

    const ics = await call(s.t, "GET", "/dates/sprachband/calendar.ics", { headers: german });
    const calendar = unfolded(ics.text);
    expect(calendar).toContain("X-WR-CALDESC:Tourdaten von Sprachband");
    expect(calendar).toContain("SUMMARY:Abgesagt: Sprachband live: Kellerklub");
    expect(englishWords(calendar, names)).toEqual([]);

    const atom = await call(s.t, "GET", "/dates/sprachband/feed.atom", {
      headers: { "accept-language": "es" },
    });
    expect(atom.text).toContain('xml:lang="es"');
    expect(atom.text).toContain("<title>Sprachband: fechas de la gira</title>");
    expect(atom.text).toContain("Con Vorband.");

    // Without a language: English, word for word as before, its own ETag.
    const english = await call(s.t, "GET", "/dates/sprachband/feed.rss");
    expect(english.text).toContain("<description>Upcoming shows of Sprachband</description>");
    expect(english.text).toContain("With Vorband.");
    expect(english.headers.get("etag")).not.toBe(rss.headers.get("etag"));
  });
});
