import { describe, expect, it } from "vitest";
import { settleNegotiations } from "@/server/db/queries/negotiations/upkeep";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function newShow(date: string, overrides = {}) {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId);
  const venue = await insertVenue(db, s.a.userId, { name: `Room ${Math.random()}` });
  return insertShow(db, s.a.userId, tour.id, venue.id, { performanceDate: date, ...overrides });
}
const move = (showId: string, json: object) =>
  call(s.t, "POST", `/api/negotiations/${showId}/transitions`, { cookie: s.a.cookie, json });
const detail = async (showId: string) =>
  (await call(s.t, "GET", `/api/negotiations/${showId}`, { cookie: s.a.cookie })).data;

describe("challenges in both directions", () => {
  it("our 2nd hold challenges the hold above: stored as ours, the timeline says who owes the answer", async () => {
    const show = await newShow("2027-03-01", {
      status: "hold",
      holdRank: 2,
      holdExpiry: new Date(Date.now() + 5 * DAY),
    });
    const res = await move(show.id, { to: "challenge", challengedBy: "us" });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.negotiation).toMatchObject({
      status: "challenge",
      challengedBy: "us",
      holdRank: 2,
    });
    expect(res.data.events[0].note).toBe(
      "We challenged the hold above us: that act owes the answer by the deadline",
    );
    // The act above released: we withdraw nothing, we confirm; the direction is cleared.
    const confirmed = await move(show.id, { to: "confirmed" });
    expect(confirmed.data.negotiation).toMatchObject({ status: "confirmed", challengedBy: null });
  });

  it("another act challenges us by default ('them'), as every challenge did before", async () => {
    const show = await newShow("2027-03-02", {
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(Date.now() + 5 * DAY),
    });
    const res = await move(show.id, { to: "challenge" });
    expect(res.data.negotiation.challengedBy).toBe("them");
    expect(res.data.events[0].note).toBe(
      "Another act challenged our hold: we owe the answer (confirm or release) by the deadline",
    );
  });

  it("refuses a 1st hold challenging 'the hold above' (409) and an unknown side (400)", async () => {
    const show = await newShow("2027-03-03", {
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(Date.now() + 5 * DAY),
    });
    const above = await move(show.id, { to: "challenge", challengedBy: "us" });
    expect(above.status).toBe(409);
    expect(above.data.error.message).toMatch(/^Only a 2nd or lower hold can challenge/);
    const bad = await move(show.id, { to: "challenge", challengedBy: "me" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("challengedBy");
    expect((await detail(show.id)).negotiation.status).toBe("hold");
  });

  it("deadline passed: unanswered by us, we lose the hold; unanswered by them, we move up", async () => {
    const past = new Date(Date.now() - HOUR);
    const theirs = await newShow("2027-04-01", {
      status: "challenge",
      holdRank: 1,
      challengeDeadline: past,
      challengedBy: "them",
    });
    const ours = await newShow("2027-04-02", {
      status: "challenge",
      holdRank: 2,
      challengeDeadline: past,
      challengedBy: "us",
    });
    await settleNegotiations(s.t.database.db, s.a.userId);
    await settleNegotiations(s.t.database.db, s.a.userId);
    const t = await detail(theirs.id);
    expect(t.negotiation).toMatchObject({ status: "released", challengedBy: null });
    expect(t.events[0]).toMatchObject({
      action: "lapse",
      toStatus: "released",
      note: "We did not answer the challenge by its deadline",
    });
    const o = await detail(ours.id);
    expect(o.negotiation).toMatchObject({
      status: "hold",
      holdRank: 1,
      challengeDeadline: null,
      challengedBy: null,
    });
    expect(Math.round((Date.parse(o.negotiation.holdExpiry) - Date.now()) / DAY)).toBe(14);
    expect(o.events.filter((e: { action: string }) => e.action === "lapse")).toHaveLength(1);
    expect(o.events[0]).toMatchObject({
      action: "lapse",
      fromStatus: "challenge",
      toStatus: "hold",
      note: "The act above did not answer our challenge by its deadline: now the 1st hold",
    });
  });

  it("the iCal feed says who owes the answer on each challenge", async () => {
    const soon = new Date(Date.now() + 30 * HOUR);
    await newShow("2027-05-01", {
      status: "challenge",
      holdRank: 2,
      challengeDeadline: soon,
      challengedBy: "us",
    });
    await newShow("2027-05-02", {
      status: "challenge",
      holdRank: 1,
      challengeDeadline: soon,
      challengedBy: "them",
    });
    const feed = await call(s.t, "POST", "/api/calendar-feed", { cookie: s.a.cookie });
    const res = await s.t.app.request(`http://localhost${feed.data.path}`);
    // Unfolded (RFC 5545 folds long lines at 75 octets).
    const text = (await res.text()).replace(/\r\n /g, "");
    expect(text).toContain("SUMMARY:Their answer due (our challenge): Room");
    expect(text).toContain("SUMMARY:Our answer due (challenged): Room");
    expect(text).toContain("that act owes the answer by now. With none\\, we move up.");
  });
});
