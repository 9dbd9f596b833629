import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ticketCounts, ticketLinks, venueRevenueDeals } from "@/server/db/schema";
import { addDays, insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { createLogger } from "@/server/logger";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/guest-lists";
import type { TestApp } from "../support/test-app";

const lines: string[] = [];
const logger = createLogger(
  "debug",
  new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
const s = setupApiSuite({ logger });

const today = () => new Date().toISOString().slice(0, 10);

/** A show of `owner`'s at a 500-seat room in Osaka, `daysAway` from today. */
async function show(t: TestApp, owner: Account, daysAway = 30) {
  const db = t.database.db;
  const date = addDays(today(), daysAway);
  const tour = await insertTour(db, owner.workspaceId, { startDate: date, endDate: date });
  const venue = await insertVenue(db, owner.workspaceId, {
    name: "Club Quattro",
    city: "Osaka",
    capacity: 500,
    latitude: 34.67,
    longitude: 135.5,
  });
  const row = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    performanceDate: date,
  });
  return {
    tourId: tour.id,
    showId: row.id,
    date,
    base: `/api/tours/${tour.id}/tickets/${row.id}/links`,
  };
}

async function linkOf(t: TestApp, owner: Account, base: string, body: object = {}) {
  const made = await call(t, "POST", base, {
    cookie: owner.cookie,
    json: { recipient: "Sam Promoter", reminderWeekdays: [1], ...body },
  });
  expect(made.status, made.text).toBe(201);
  const token = (made.data.url as string).split("/ticket-count/")[1]!;
  return { id: made.data.id as string, token, page: `/api/ticket-links/${token}`, made };
}

describe("the promoter's link", () => {
  it("is made by a manager and shown once; the promoter reports through it and the latest per tier moves", async () => {
    const { base, date } = await show(s.t, s.a);
    const { id, token, page, made } = await linkOf(s.t, s.a, base, { email: "" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.data).toMatchObject({ recipient: "Sam Promoter", email: null, mail: "no_email" });
    // Until the end of the day after the show (on Osaka's clock, UTC+9).
    expect(made.data.expiresAt).toBe(`${addDays(date, 1)}T15:00:00.000Z`);

    const listed = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(listed.status).toBe(200);
    expect(listed.data.links).toHaveLength(1);
    expect(listed.text).not.toContain(token);

    const opened = await call(s.t, "GET", page);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.data).toMatchObject({
      venueName: "Club Quattro",
      city: "Osaka",
      date,
      capacity: 500,
      tiers: [],
      closed: null,
    });
    expect(opened.headers.get("cache-control")).toBe("no-store");

    const sent = await call(s.t, "POST", page, {
      json: {
        tiers: [
          { tier: "Advance", sold: 120, comps: 4, gross: "3600" },
          { tier: "Door", sold: 10 },
        ],
      },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.data).toMatchObject({ sold: 130, capacity: 500, overCapacity: false });
    const stored = await s.t.database.db
      .select()
      .from(ticketCounts)
      .where(eq(ticketCounts.linkId, id));
    expect(stored.map((c) => [c.tier, c.sold, c.source])).toEqual(
      expect.arrayContaining([
        ["Advance", 120, "link"],
        ["Door", 10, "link"],
      ]),
    );

    // A later count of one tier replaces that tier's figure; the other stays.
    await call(s.t, "POST", page, { json: { tiers: [{ tier: "Advance", sold: 150 }] } });
    const again = await call(s.t, "GET", page);
    expect(again.data.tiers.map((t: { tier: string; sold: number }) => [t.tier, t.sold])).toEqual([
      ["Advance", 150],
      ["Door", 10],
    ]);

    const after = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(after.data.links[0].lastReportedAt).not.toBeNull();
    const activity = await call(s.t, "GET", "/api/activity", { cookie: s.a.cookie });
    expect(
      (activity.data.entries as { actorName: string; summary: string }[]).some(
        (e) =>
          e.actorName === "Sam Promoter (ticket link)" &&
          e.summary.startsWith("Reported ticket counts for the show at Club Quattro"),
      ),
    ).toBe(true);
  });

  it("accepts a count above capacity and says so; refuses a negative one", async () => {
    const { base } = await show(s.t, s.a);
    const { page } = await linkOf(s.t, s.a, base);
    const over = await call(s.t, "POST", page, { json: { tiers: [{ tier: "GA", sold: 520 }] } });
    expect(over.status).toBe(201);
    expect(over.data.overCapacity).toBe(true);
    const negative = await call(s.t, "POST", page, { json: { tiers: [{ tier: "GA", sold: -1 }] } });
    expect(negative.status).toBe(400);
    expect(negative.data.error.code).toBe("validation");
    // The show is in US dollars: a third decimal is refused on its field, as in the manager's form.
    const cents = await call(s.t, "POST", page, {
      json: {
        tiers: [
          { tier: "GA", sold: 10 },
          { tier: "VIP", sold: 2, gross: "12.345" },
        ],
      },
    });
    expect(cents.status).toBe(400);
    expect(Object.keys(cents.data.error.fields)).toEqual(["tiers.1.gross"]);
  });

  it("carries no money but the promoter's own tiers: no deal, no other source's gross", async () => {
    const { base, showId } = await show(s.t, s.a);
    const db = s.t.database.db;
    await db.insert(venueRevenueDeals).values({
      workspaceId: s.a.workspaceId,
      tourVenueId: showId,
      dealType: "door_split",
      guaranteeAmount: "87654.00",
      ticketPrice: "43.21",
      capacity: 450,
      currency: "JPY",
    });
    await db.insert(ticketCounts).values({
      workspaceId: s.a.workspaceId,
      showId,
      tier: "Box office",
      countedAt: new Date(),
      sold: 40,
      gross: "76543.00",
      currency: "JPY",
      source: "import",
    });
    const { page } = await linkOf(s.t, s.a, base);
    await call(s.t, "POST", page, { json: { tiers: [{ tier: "Online", sold: 5, gross: "215" }] } });
    const opened = await call(s.t, "GET", page);
    expect(opened.data.capacity).toBe(450);
    expect(opened.data.currency).toBe("JPY");
    const boxOffice = opened.data.tiers.find((t: { tier: string }) => t.tier === "Box office");
    expect(boxOffice).toMatchObject({ sold: 40, gross: null });
    expect(opened.data.tiers.find((t: { tier: string }) => t.tier === "Online").gross).toBe(
      "215.00",
    );
    for (const money of ["87654", "76543", "43.21"]) expect(opened.text).not.toContain(money);
  });

  it("changes its reminders, then is turned off: 410 with the gone words; an expired one too", async () => {
    const { base } = await show(s.t, s.a);
    const { id, page } = await linkOf(s.t, s.a, base);
    const edited = await call(s.t, "PUT", `${base}/${id}`, {
      cookie: s.a.cookie,
      json: { email: "sam@venue.tribe-tests.net", reminderWeekdays: [4, 1], dailyLastWeek: true },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data).toMatchObject({
      email: "sam@venue.tribe-tests.net",
      reminderWeekdays: [1, 4],
      dailyLastWeek: true,
    });
    const twice = await call(s.t, "PUT", `${base}/${id}`, {
      cookie: s.a.cookie,
      json: { reminderWeekdays: [1, 1] },
    });
    expect(twice.status).toBe(400);

    expect((await call(s.t, "DELETE", `${base}/${id}`, { cookie: s.a.cookie })).status).toBe(200);
    const gone = await call(s.t, "GET", page);
    expect(gone.status).toBe(410);
    expect(gone.data.error.message).toMatch(/turned off/);
    const late = await call(s.t, "POST", page, { json: { tiers: [{ sold: 1 }] } });
    expect(late.status).toBe(410);

    const other = await linkOf(s.t, s.a, base);
    await s.t.database.db
      .update(ticketLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ticketLinks.id, other.id));
    const expired = await call(s.t, "GET", other.page);
    expect(expired.status).toBe(410);
    expect(expired.data.error.message).toMatch(/expired/);
    // In the promoter's browser's language (issue 55).
    const german = await call(s.t, "GET", other.page, { headers: { "accept-language": "de" } });
    expect(german.status).toBe(410);
    expect(german.data.error.message).toBe(
      "Dieser Link zur Ticketzählung ist abgelaufen. Bitte die Tour um einen neuen.",
    );
  });

  it("closes a show played more than a week ago, clearly", async () => {
    const { base } = await show(s.t, s.a, -10);
    const { page } = await linkOf(s.t, s.a, base, { days: 30 });
    const opened = await call(s.t, "GET", page);
    expect(opened.status).toBe(200);
    expect(opened.data.closed).toMatch(/more than a week ago/);
    const refused = await call(s.t, "POST", page, { json: { tiers: [{ sold: 3 }] } });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toMatch(/more than a week ago/);
    // In the promoter's browser's language (issue 55), on the page and in the refusal.
    const es = { "accept-language": "es-ES,es;q=0.9" };
    const spanish = await call(s.t, "GET", page, { headers: es });
    expect(spanish.data.closed).toBe(
      "Este concierto se celebró hace más de una semana, así que su recuento está cerrado. Envía las últimas cifras directamente a la gira.",
    );
    const no = await call(s.t, "POST", page, { json: { tiers: [{ sold: 3 }] }, headers: es });
    expect(no.status).toBe(409);
    expect(no.data.error.message).toBe(spanish.data.closed);
  });

  it("answers 404 for another workspace's show or link, and for a token that is not one", async () => {
    const { base, tourId, showId } = await show(s.t, s.a);
    const { id, page } = await linkOf(s.t, s.a, base);
    for (const [method, path, json] of [
      ["GET", base, undefined],
      ["POST", base, { recipient: "Intruder" }],
      ["PUT", `${base}/${id}`, { dailyLastWeek: true }],
      ["DELETE", `${base}/${id}`, undefined],
    ] as const) {
      const res = await call(s.t, method, path, { cookie: s.b.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // B's own show, with A's link id under it: still not B's link.
    const mine = await show(s.t, s.b);
    const cross = await call(s.t, "PUT", `${mine.base}/${id}`, {
      cookie: s.b.cookie,
      json: { dailyLastWeek: true },
    });
    expect(cross.status).toBe(404);
    expect((await call(s.t, "GET", page)).status).toBe(200);
    expect(tourId && showId).toBeTruthy();

    for (const bad of ["short", `${"a".repeat(42)}!`, "a".repeat(43)]) {
      const res = await call(s.t, "GET", `/api/ticket-links/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
    }
  });

  it("is the managers': crew are refused", async () => {
    const { base } = await show(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    expect((await call(s.t, "GET", base, { cookie: crew.cookie })).status).toBe(403);
    expect(
      (await call(s.t, "POST", base, { cookie: crew.cookie, json: { recipient: "X" } })).status,
    ).toBe(403);
  });

  it("never writes a token to the log", async () => {
    const { base } = await show(s.t, s.a);
    const { token, page } = await linkOf(s.t, s.a, base);
    await call(s.t, "GET", page);
    await call(s.t, "POST", page, { json: { tiers: [{ sold: 1 }] } });
    await call(s.t, "GET", `/api/ticket-links/${token.slice(0, -3)}abc`);
    const logged = lines.join("");
    expect(logged).toContain("/api/ticket-links/[redacted]");
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.slice(0, -3));
  });
});
