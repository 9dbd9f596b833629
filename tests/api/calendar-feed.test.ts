import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();
const HOUR = 3_600_000;

async function feedPath(account = s.a) {
  const res = await call(s.t, "POST", "/api/calendar-feed", { cookie: account.cookie });
  expect(res.status).toBe(201);
  return res.data.path as string;
}

function events(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describe("iCal feed", () => {
  it("serves confirmed shows, tentative holds and deadline reminders without a cookie", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.a.userId, { title: "Spring Run" });
    const velvet = await insertVenue(db, s.a.userId, {
      name: "The Velvet Room",
      city: "Nashville",
      state: "TN",
    });
    const lantern = await insertVenue(db, s.a.userId, { name: "The Lantern" });
    await insertShow(db, s.a.userId, tour.id, velvet.id, {
      performanceDate: "2027-05-01",
      status: "confirmed",
    });
    const expiry = new Date(Date.now() + 40 * HOUR);
    await insertShow(db, s.a.userId, tour.id, lantern.id, {
      performanceDate: "2027-05-03",
      status: "hold",
      holdRank: 2,
      holdExpiry: expiry,
    });
    await insertShow(db, s.a.userId, tour.id, lantern.id, {
      performanceDate: "2027-05-04",
      status: "released",
    });

    const path = await feedPath();
    expect(path).toMatch(/^\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await call(s.t, "GET", path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const list = events(res.text);
    const show = list.find((e) => e.summary === "The Velvet Room")!;
    expect(show.startDate.isDate).toBe(true);
    expect(show.startDate.toString()).toBe("2027-05-01");
    expect(show.location).toBe("Nashville, TN");
    expect(show.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const hold = list.find((e) => e.summary.startsWith("Hold: The Lantern"))!;
    expect(hold.summary).toBe("Hold: The Lantern (2nd hold)");
    expect(hold.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    const reminder = list.find((e) => e.summary === "Hold expires: The Lantern")!;
    expect(reminder.startDate.toJSDate().getTime()).toBe(
      Math.floor(expiry.getTime() / 1000) * 1000,
    );
    expect(reminder.component.getAllSubcomponents("valarm")).toHaveLength(2);
    // Unchanged data: the same text, and a calendar app holding it gets 304.
    const etag = res.headers.get("etag")!;
    const again = await s.t.app.request(`http://localhost:3000${path}`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    // Released dates are not in the calendar.
    expect(
      list.filter(
        (e) => e.summary.includes("The Lantern") && e.startDate.toString() === "2027-05-04",
      ),
    ).toEqual([]);
  });

  it("a change to a show changes the feed at once (no stale copy)", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.a.userId);
    const venue = await insertVenue(db, s.a.userId, { name: "Harbor Lights Hall" });
    const show = await insertShow(db, s.a.userId, tour.id, venue.id, {
      performanceDate: "2027-09-09",
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(Date.now() + 100 * HOUR),
    });
    const path = await feedPath();
    const before = await call(s.t, "GET", path);
    expect(before.text).toContain("SUMMARY:Hold: Harbor Lights Hall (1st hold)");
    const moved = await call(s.t, "POST", `/api/negotiations/${show.id}/transitions`, {
      cookie: s.a.cookie,
      json: { to: "confirmed" },
    });
    expect(moved.status).toBe(200);
    const after = await call(s.t, "GET", path);
    expect(after.text).toContain("SUMMARY:Harbor Lights Hall");
    expect(after.text).not.toContain("Hold: Harbor Lights Hall");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("regenerating revokes the old URL; revoking answers 404; unknown tokens are 404", async () => {
    const first = await feedPath();
    const second = await feedPath();
    expect(second).not.toBe(first);
    expect((await call(s.t, "GET", first)).status).toBe(404);
    expect((await call(s.t, "GET", second)).status).toBe(200);
    expect((await call(s.t, "GET", "/api/calendar-feed", { cookie: s.a.cookie })).data.path).toBe(
      second,
    );
    const revoked = await call(s.t, "DELETE", "/api/calendar-feed", { cookie: s.a.cookie });
    expect(revoked.data.path).toBeNull();
    expect((await call(s.t, "GET", second)).status).toBe(404);
    expect((await call(s.t, "GET", `/api/feeds/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await call(s.t, "GET", "/api/feeds/not-a-token.ics")).status).toBe(404);
  });

  it("each account's feed holds only its own shows; the address needs a session to manage", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.b.userId);
    const venue = await insertVenue(db, s.b.userId, { name: "B's Secret Room" });
    await insertShow(db, s.b.userId, tour.id, venue.id, { status: "confirmed" });
    const aFeed = await call(s.t, "GET", await feedPath(s.a));
    expect(aFeed.text).not.toContain("Secret Room");
    const bFeed = await call(s.t, "GET", await feedPath(s.b));
    expect(bFeed.text).toContain("Secret Room");
    expect((await call(s.t, "POST", "/api/calendar-feed")).status).toBe(401);
  });
});
