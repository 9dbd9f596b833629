import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListingShow, ListingsAnswer } from "@/domain/listings/listing-answer";
import { MAX_SUPPORT_ACTS } from "@/domain/listings/listing-input";
import { slugMessage } from "@/domain/listings/slug";
import { violatedUniqueIndex } from "@/server/db/database-errors";
import { datesPages, showListings, tourVenues, venueRevenueDeals } from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";
import { moneyFiguresIn, moneyKeysIn } from "../support/money-walk";

const s = setupApiSuite();

const as = (who: Account) => ({
  get: (p: string) => call(s.t, "GET", p, { cookie: who.cookie }),
  put: (p: string, json: unknown) => call(s.t, "PUT", p, { cookie: who.cookie, json }),
  post: (p: string, json: unknown) => call(s.t, "POST", p, { cookie: who.cookie, json }),
});

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A show of `who`'s, straight into the database (the show's own routes are tested elsewhere). */
async function show(
  who: Account,
  over: { status?: string; date?: string | null; venue?: string; at?: typeof CHICAGO | null } = {},
) {
  const db = s.t.database.db;
  const tour = await insertTour(db, who.workspaceId, { title: "Listing Run" });
  const venue = await insertVenue(db, who.workspaceId, {
    name: over.venue ?? "Metro",
    city: "Chicago",
    state: "IL",
    ...(over.at === null ? {} : (over.at ?? CHICAGO)),
  });
  const row = await insertShow(db, who.workspaceId, tour.id, venue.id, {
    performanceDate: over.date === undefined ? dayFromNow(30) : over.date,
    status: over.status ?? "confirmed",
    venueFee: "98765.43",
  });
  return row.id;
}

const listing = (over: Record<string, unknown> = {}) => ({
  timeZone: "America/Chicago",
  announceLocal: "2026-01-05T10:00",
  startTime: "20:00",
  onSaleLocal: null,
  ticketUrl: "https://tickets.example.com/metro",
  soldOut: false,
  eventName: null,
  supportActs: ["The Openers"],
  hidden: false,
  ...over,
});

async function answer(who: Account): Promise<ListingsAnswer> {
  const res = await as(who).get("/api/listings");
  expect(res.status, res.text).toBe(200);
  return res.data;
}
const find = (a: ListingsAnswer, showId: string) => a.shows.find((x) => x.showId === showId);

describe("the owner's answer", () => {
  it("says where each show stands for fans, soonest first", async () => {
    const who = await signUp(s.t);
    const pub = await show(who, { date: dayFromNow(10) });
    const later = await show(who, { date: dayFromNow(20) });
    const hold = await show(who, { status: "hold", date: dayFromNow(5) });
    const quiet = await show(who, { date: dayFromNow(15) });
    const hidden = await show(who, { date: dayFromNow(25) });
    const soon = new Date(Date.now() + 3 * DAY);
    const soonLocal = soon.toISOString().slice(0, 16); // typed in UTC below
    expect((await as(who).put(`/api/listings/shows/${pub}`, listing())).status).toBe(200);
    const scheduled = await as(who).put(
      `/api/listings/shows/${later}`,
      listing({ timeZone: "UTC", announceLocal: soonLocal }),
    );
    expect(scheduled.status).toBe(200);
    await as(who).put(`/api/listings/shows/${hidden}`, listing({ hidden: true }));

    const got = await answer(who);
    expect(got.shows.map((x) => x.showId)).toEqual([hold, pub, quiet, later, hidden]);
    expect(find(got, pub)!.state).toEqual({ kind: "public" });
    expect(find(got, later)!.state).toEqual({
      kind: "scheduled",
      at: new Date(`${soonLocal}:00Z`).toISOString(),
    });
    expect(find(got, hold)!.state).toEqual({ kind: "not-confirmed" });
    expect(find(got, hold)!.status).toBe("hold");
    expect(find(got, quiet)!.state).toEqual({ kind: "not-announced" });
    expect(find(got, quiet)!.listing).toBeNull();
    expect(find(got, hidden)!.state).toEqual({ kind: "hidden" });
    const shown = find(got, pub)!;
    expect(shown).toMatchObject({
      tourTitle: "Listing Run",
      venueName: "Metro",
      city: "Chicago",
      country: "US",
      suggestedTimeZone: "America/Chicago",
    });
    expect(shown.listing).toMatchObject({
      announceAt: "2026-01-05T16:00:00.000Z",
      ticketUrl: "https://tickets.example.com/metro",
      supportActs: ["The Openers"],
      previousDate: null,
      cancelledAt: null,
    });
  });

  it("suggests the venue's zone from where it is, else UTC, and its listing's once saved", async () => {
    const who = await signUp(s.t);
    const chicago = await show(who);
    const nowhere = await show(who, { at: null });
    const berlin = await show(who, { at: { latitude: 52.52, longitude: 13.405 } });
    await as(who).put(`/api/listings/shows/${chicago}`, listing({ timeZone: "America/Denver" }));
    const got = await answer(who);
    expect(find(got, chicago)!.suggestedTimeZone).toBe("America/Denver");
    expect(find(got, nowhere)!.suggestedTimeZone).toBe("UTC");
    expect(find(got, berlin)!.suggestedTimeZone).toBe("Europe/Berlin");
  });

  it("lists past shows only with a listing, and none older than 90 days", async () => {
    const who = await signUp(s.t);
    const listedRecent = await show(who, { date: dayFromNow(-20) });
    const unlisted = await show(who, { date: dayFromNow(-20) });
    const listedOld = await show(who, { date: dayFromNow(-120) });
    const undated = await show(who, { date: null });
    await as(who).put(`/api/listings/shows/${listedRecent}`, listing());
    await as(who).put(`/api/listings/shows/${listedOld}`, listing());
    const ids = (await answer(who)).shows.map((x) => x.showId);
    expect(ids).toContain(listedRecent);
    expect(ids).not.toContain(unlisted);
    expect(ids).not.toContain(listedOld);
    expect(ids).not.toContain(undated);
  });

  it("carries no money: no fee, no deal", async () => {
    const who = await signUp(s.t);
    const id = await show(who);
    await s.t.database.db.insert(venueRevenueDeals).values({
      workspaceId: who.workspaceId,
      tourVenueId: id,
      dealType: "guarantee",
      guaranteeAmount: "24680.13",
    });
    await as(who).put(`/api/listings/shows/${id}`, listing());
    const res = await as(who).get("/api/listings");
    expect(res.text).toContain(id);
    expect(moneyFiguresIn(res.text)).toEqual([]);
    expect(moneyKeysIn(res.data)).toEqual([]);
    expect(res.text).not.toMatch(/guarantee|venueFee|deal/i);
  });

  it("suggests the act's name and an address no other act has", async () => {
    const first = await signUp(s.t, { artistName: "Paper Moons" });
    const second = await signUp(s.t, { artistName: "Paper Moons" });
    expect((await answer(first)).suggestion).toEqual({ slug: "paper-moons", title: "Paper Moons" });
    const saved = await as(first).put("/api/listings/page", {
      enabled: true,
      slug: "paper-moons",
      title: "Paper Moons",
    });
    expect(saved.status).toBe(200);
    const theirs = (await answer(second)).suggestion;
    expect(theirs.slug).toMatch(/^paper-moons-[a-z0-9]+$/);
    const check = await as(second).get(`/api/listings/slug?slug=${theirs.slug}`);
    expect(check.data.available).toBe(true);
    // Their own page keeps their own address as its suggestion.
    expect((await answer(first)).suggestion.slug).toBe("paper-moons");
  });
});

describe("the page's settings", () => {
  const page = (over: Record<string, unknown> = {}) => ({
    enabled: true,
    slug: `band-${crypto.randomUUID().slice(0, 8)}`,
    title: "The Band",
    ...over,
  });

  it("saves, reads back, and takes its own address again", async () => {
    const who = await signUp(s.t);
    expect((await answer(who)).page).toBeNull();
    const body = page({ slug: "  The-Saved-Band " });
    const saved = await as(who).put("/api/listings/page", body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toEqual({ enabled: true, slug: "the-saved-band", title: "The Band" });
    const again = await as(who).put(
      "/api/listings/page",
      page({ slug: "the-saved-band", enabled: false }),
    );
    expect(again.status).toBe(200);
    expect((await answer(who)).page).toEqual({
      enabled: false,
      slug: "the-saved-band",
      title: "The Band",
    });
  });

  it("refuses another act's address, a reserved one and a malformed one, on the slug", async () => {
    const holder = await signUp(s.t);
    const who = await signUp(s.t);
    await as(holder).put("/api/listings/page", page({ slug: "held-by-them" }));
    for (const [slug, message] of [
      ["held-by-them", slugMessage("taken")],
      ["dashboard", slugMessage("reserved")],
      ["The Band!", slugMessage("malformed")],
      ["band\u0000", undefined],
    ] as const) {
      const res = await as(who).put("/api/listings/page", page({ slug }));
      expect(res.status, slug).toBe(400);
      expect(res.data.error.fields.slug, slug).toEqual(message ?? expect.any(String));
    }
    expect((await answer(who)).page).toBeNull();
    expect((await answer(holder)).page?.slug).toBe("held-by-them");
  });

  it("refuses a name with a NUL byte or of 500 characters, on the title", async () => {
    const who = await signUp(s.t);
    for (const title of ["The\u0000Band", "x".repeat(500), "   "]) {
      const res = await as(who).put("/api/listings/page", page({ title }));
      expect(res.status).toBe(400);
      expect(res.data.error.fields.title).toEqual(expect.any(String));
    }
  });

  it("answers a race for one address as taken, never a 500", async () => {
    const one = await signUp(s.t);
    const two = await signUp(s.t);
    const results = await Promise.all(
      [one, two].map((who) => as(who).put("/api/listings/page", page({ slug: "raced-for" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(refused.data.error.fields.slug).toBe(slugMessage("taken"));
    // One engine serialises the two; on the other the unique index refuses the loser, and
    // that refusal is recognised by its index's name (queries/listings/dates-page.ts).
    const duplicate = await s.t.database.db
      .insert(datesPages)
      .values({ workspaceId: s.b.workspaceId, slug: "raced-for", title: "Late" })
      .catch((err: unknown) => err);
    expect(violatedUniqueIndex(duplicate)).toBe("dates_pages_slug_idx");
  });
});

describe("the address check", () => {
  it("says free, taken, reserved or malformed, and one's own is free", async () => {
    const holder = await signUp(s.t);
    const who = await signUp(s.t);
    await as(holder).put("/api/listings/page", { enabled: true, slug: "checked-one", title: "X" });
    await as(who).put("/api/listings/page", { enabled: true, slug: "my-own-one", title: "Y" });
    const check = async (slug: string) =>
      (await as(who).get(`/api/listings/slug?slug=${encodeURIComponent(slug)}`)).data;
    expect(await check(" Free-One ")).toEqual({ slug: "free-one", available: true, message: null });
    expect(await check("my-own-one")).toEqual({
      slug: "my-own-one",
      available: true,
      message: null,
    });
    expect(await check("checked-one")).toMatchObject({
      available: false,
      message: slugMessage("taken"),
    });
    expect(await check("api")).toMatchObject({
      available: false,
      message: slugMessage("reserved"),
    });
    expect(await check("no")).toMatchObject({
      available: false,
      message: slugMessage("malformed"),
    });
    const missing = await as(who).get("/api/listings/slug");
    expect(missing.status).toBe(400);
    expect(missing.data.error.fields.slug).toEqual(expect.any(String));
  });
});

describe("a show's listing", () => {
  it("converts the announce time typed at the venue, summer and winter", async () => {
    const who = await signUp(s.t);
    const id = await show(who);
    const summer = await as(who).put(
      `/api/listings/shows/${id}`,
      listing({ announceLocal: "2026-07-01T10:00", onSaleLocal: "2026-07-03T09:30" }),
    );
    expect(summer.status, summer.text).toBe(200);
    expect(summer.data.announceAt).toBe("2026-07-01T15:00:00.000Z");
    expect(summer.data.onSaleAt).toBe("2026-07-03T14:30:00.000Z");
    const winter = await as(who).put(
      `/api/listings/shows/${id}`,
      listing({ announceLocal: "2026-12-01T10:00", timeZone: "Asia/Kolkata" }),
    );
    expect(winter.data).toMatchObject({
      announceAt: "2026-12-01T04:30:00.000Z",
      timeZone: "Asia/Kolkata",
    });
    const cleared = await as(who).put(`/api/listings/shows/${id}`, listing({ announceLocal: "" }));
    expect(cleared.data.announceAt).toBeNull();
  });

  it("refuses bad input, naming the field", async () => {
    const who = await signUp(s.t);
    const id = await show(who);
    const cases: [Record<string, unknown>, string][] = [
      [{ ticketUrl: "javascript:alert(1)" }, "ticketUrl"],
      [{ ticketUrl: "data:text/html,hi" }, "ticketUrl"],
      [
        { supportActs: Array.from({ length: MAX_SUPPORT_ACTS + 1 }, (_, i) => `Act ${i}`) },
        "supportActs",
      ],
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
      [{ announceLocal: "2026-02-30T10:00" }, "announceLocal"],
      [{ onSaleLocal: "tomorrow" }, "onSaleLocal"],
      [{ startTime: "25:00" }, "startTime"],
    ];
    for (const [over, field] of cases) {
      const res = await as(who).put(`/api/listings/shows/${id}`, listing(over));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.data.error.fields), JSON.stringify(over)).toContain(field);
    }
    expect(find(await answer(who), id)!.listing).toBeNull();
  });

  it("answers another workspace's show and a malformed id like a missing one", async () => {
    const mine = await show(s.a);
    const theirs = await as(s.b).put(`/api/listings/shows/${mine}`, listing());
    expect(theirs.status).toBe(404);
    expect(theirs.data.error).toMatchObject({ code: "not_found", message: "Show not found" });
    const malformed = await as(s.a).put("/api/listings/shows/not-an-id", listing());
    expect(malformed.status).toBe(404);
    expect(find(await answer(s.a), mine)!.listing).toBeNull();
  });

  it("keeps what fans were told of a move when the owner hides the show or takes it back", async () => {
    const who = await signUp(s.t);
    const id = await show(who, { date: dayFromNow(40) });
    await as(who).put(`/api/listings/shows/${id}`, listing());
    const moved = dayFromNow(41);
    await s.t.database.db
      .update(tourVenues)
      .set({ performanceDate: moved })
      .where(eq(tourVenues.id, id));
    const told = find(await answer(who), id)!.listing!.previousDate;
    expect(told).toBe(dayFromNow(40));
    const hidden = await as(who).put(`/api/listings/shows/${id}`, listing({ hidden: true }));
    expect(hidden.data).toMatchObject({ hidden: true, previousDate: told });
    const back = await as(who).put(`/api/listings/shows/${id}`, listing({ announceLocal: null }));
    expect(back.data).toMatchObject({ announceAt: null, previousDate: told });
  });
});

describe("announcing in bulk", () => {
  it("announces the confirmed shows now, keeps a time already passed, and leaves holds", async () => {
    const who = await signUp(s.t);
    const fresh = await show(who);
    const later = await show(who);
    const past = await show(who);
    const hold = await show(who, { status: "hold" });
    const hidden = await show(who);
    const future = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 16);
    await as(who).put(
      `/api/listings/shows/${later}`,
      listing({ timeZone: "UTC", announceLocal: future }),
    );
    await as(who).put(`/api/listings/shows/${past}`, listing());
    await as(who).put(
      `/api/listings/shows/${hidden}`,
      listing({ announceLocal: null, hidden: true }),
    );
    const before = Date.now();
    const res = await as(who).post("/api/listings/announce", {
      showIds: [fresh, later, past, hold, hidden, fresh],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ announced: 2 });
    const got = await answer(who);
    for (const id of [fresh, later]) {
      expect(find(got, id)!.state).toEqual({ kind: "public" });
      expect(Date.parse(find(got, id)!.listing!.announceAt!)).toBeGreaterThanOrEqual(before - 1000);
    }
    // A new listing takes the venue's zone.
    expect(find(got, fresh)!.listing!.timeZone).toBe("America/Chicago");
    expect(find(got, past)!.listing!.announceAt).toBe("2026-01-05T16:00:00.000Z");
    expect(find(got, hold)!.state).toEqual({ kind: "not-confirmed" });
    expect(find(got, hold)!.listing).toBeNull();
    expect(find(got, hidden)!.state).toEqual({ kind: "hidden" });
    expect(find(got, hidden)!.listing!.announceAt).toBeNull();
  });

  it("refuses the lot when one id is not the workspace's show, naming it", async () => {
    const mine = await show(s.a);
    const theirs = await show(s.b);
    const res = await as(s.a).post("/api/listings/announce", { showIds: [mine, theirs] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.data.error.fields)).toEqual(["showIds.1"]);
    const rows = await s.t.database.db
      .select({ id: showListings.id })
      .from(showListings)
      .where(eq(showListings.showId, mine));
    expect(rows).toEqual([]);
    for (const showIds of [[], ["nope"], Array.from({ length: 501 }, () => crypto.randomUUID())]) {
      const bad = await as(s.a).post("/api/listings/announce", { showIds });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.data.error.fields).join()).toMatch(/^showIds/);
    }
  });
});

describe("roles", () => {
  it("refuses crew and artists on every route of the owner's side", async () => {
    const owner = await signUp(s.t);
    const id = await show(owner);
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    const requests: [string, string, unknown?][] = [
      ["GET", "/api/listings"],
      ["PUT", "/api/listings/page", { enabled: true, slug: "role-page", title: "R" }],
      ["GET", "/api/listings/slug?slug=role-page"],
      ["PUT", `/api/listings/shows/${id}`, listing()],
      ["POST", "/api/listings/announce", { showIds: [id] }],
    ];
    for (const role of ["crew", "artist"] as const) {
      const member = await memberOf(s.t, owner.workspaceId, role);
      for (const [method, path, json] of requests) {
        const res = await call(s.t, method, path, { cookie: member.cookie, json });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(res.data.error.code).toBe("forbidden");
      }
    }
    expect((await answer(owner)).page).toBeNull();
    for (const [method, path, json] of requests) {
      const res = await call(s.t, method, path, { cookie: manager.cookie, json });
      expect(res.status, `manager ${method} ${path}: ${res.text}`).toBe(200);
    }
    // The manager's three writes, in Activity under Public dates, in words and without a figure.
    const activity = await as(owner).get("/api/activity?area=listings");
    const lines = (activity.data.entries as { summary: string }[]).map((e) => e.summary);
    expect(lines).toEqual([
      "Announced shows on the public dates page",
      expect.stringMatching(/^Changed what fans see of the show at Metro on [A-Z][a-z]{2} \d+$/),
      "Changed the public dates page",
    ]);
  });
});

describe("the demo", () => {
  it("has its page on at an address of its own, and every state of a listing", async () => {
    const db = s.t.database.db;
    const guests = [await signUp(s.t), await signUp(s.t)];
    for (const guest of guests) await seedDemoAccount(db, guest.workspaceId);
    const [one, two] = await Promise.all(guests.map(answer));
    expect(one!.page).toMatchObject({ enabled: true, title: "The Night Owls" });
    expect(one!.page!.slug).toMatch(/^the-night-owls-[a-z0-9]+$/);
    expect(two!.page!.slug).not.toBe(one!.page!.slug);
    const shows = one!.shows;
    const kinds = new Set(shows.map((x: ListingShow) => x.state.kind));
    for (const kind of ["public", "scheduled", "hidden", "not-confirmed"])
      expect(kinds).toContain(kind);
    const listed = shows.flatMap((x) => (x.listing ? [x.listing] : []));
    expect(listed.some((l) => l.soldOut)).toBe(true);
    expect(listed.some((l) => l.supportActs.length > 0)).toBe(true);
    expect(listed.every((l) => l.ticketUrl?.startsWith("https://tickets.example.com/"))).toBe(true);
    expect(listed.every((l) => l.timeZone !== "UTC" && l.startTime !== null)).toBe(true);
    expect(listed.every((l) => l.previousDate === null && l.cancelledAt === null)).toBe(true);
    const scheduled = shows.find((x) => x.state.kind === "scheduled")!.state as { at: string };
    expect(Date.parse(scheduled.at)).toBeGreaterThan(Date.now());
    expect(Date.parse(scheduled.at)).toBeLessThan(Date.now() + 7 * DAY);
  }, 120_000);
});
