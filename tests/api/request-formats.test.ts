import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "@/domain/date-time";
import { activity, partyPayments } from "@/server/db/schema";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";
import { dayFromNow, insertDatesPage, insertListedShow } from "../support/listings-feeds";

/**
 * Issue 55 item 4 on the server: an answer's dates are written in its reader's formats, as its
 * words are (the request's language, ADR 0035), while what is stored for everyone (the demo's
 * own lines) stays as it is, whatever the browser of the guest whose sign-in seeded it.
 */
const s = setupApiSuite();
const GERMAN = { "accept-language": "de-DE,de;q=0.9" };

describe("dates in an answer", () => {
  it("follow the reader's language, and the demo seeded by a German browser stays English", async () => {
    const guest = await signInAsGuest(s.t, GERMAN);
    const db = s.t.database.db;

    const lines = await db
      .select({ summary: activity.summary })
      .from(activity)
      .where(eq(activity.workspaceId, guest.workspaceId));
    // The demo's own lines are stored as English sentences (team-demo.ts), dates and all.
    const summaries = lines.map((l) => l.summary ?? "");
    expect(summaries.filter((l) => / on [A-Z][a-z]{2} \d{1,2}\b/.test(l)).length).toBeGreaterThan(
      0,
    );
    expect(summaries.some((l) => /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]{2}/.test(l))).toBe(false);

    const [paid] = await db
      .select({ tourId: partyPayments.tourId })
      .from(partyPayments)
      .where(and(eq(partyPayments.workspaceId, guest.workspaceId), isNotNull(partyPayments.showId)))
      .limit(1);
    expect(paid).toBeDefined();
    const labels = async (headers: Record<string, string>) => {
      const res = await call(s.t, "GET", `/api/tours/${paid!.tourId}/payments`, {
        cookie: guest.cookie,
        headers,
      });
      expect(res.status, res.text).toBe(200);
      const body = res.data as { lines: { showLabel: string | null }[] };
      return body.lines.map((l) => l.showLabel).filter((l): l is string => Boolean(l));
    };
    // "Union Street Theatre · Mar 12" in English, "… · 12. März" in German.
    expect((await labels({ "accept-language": "en" }))[0]).toMatch(/ · [A-Z][a-z]{2} \d{1,2}$/);
    expect((await labels(GERMAN))[0]).toMatch(/ · \d{1,2}\. \S+$/);
  });
});

describe("a public feed kept for every reader", () => {
  it("is not written in the language of whoever asked for it first", async () => {
    const db = s.t.database.db;
    const ws = s.a.workspaceId;
    await insertDatesPage(db, ws, { slug: "first-reader", title: "First Reader" });
    const tour = await insertTour(db, ws, { status: "active" });
    const date = dayFromNow(30);
    await insertListedShow(db, ws, tour.id, { venue: { name: "SO36" }, date });
    const english = formatCalendarDate(date);
    for (const feed of ["calendar.ics", "feed.rss", "feed.atom"]) {
      const path = `http://localhost:3000/dates/first-reader/${feed}`;
      const first = await s.t.app.request(path, { headers: GERMAN });
      expect(first.status).toBe(200);
      const later = await s.t.app.request(path, { headers: { "accept-language": "en" } });
      // iCal folds its lines at 75 octets and escapes commas: unfolded, the date reads whole.
      const text = (await later.text()).replace(/\r\n /g, "").replaceAll("\\,", ",");
      expect(text, feed).toContain(english);
    }
  });
});
