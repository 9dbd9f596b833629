import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatWeekdayDate } from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import { tourVenues, venueRevenueDeals } from "@/server/db/schema";
import { addDays, insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { PublicDatesCache } from "@/server/public-dates-cache";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { countingApp } from "../support/counting-app";
import { putDatesPage, putShowListing, putShowListings } from "../support/listings";
import type { TestApp } from "../support/test-app";

// On PostgreSQL (no change notices) the cache asks the database's version on every request
// here, so "at once" is tested on both engines; the server itself rechecks every 5 s there
// (ADR 0030). On PGlite the notices drop a snapshot the moment its workspace changes.
const s = setupApiSuite({
  publicDates: (notices) => new PublicDatesCache(notices, { recheckMs: 0 }),
});
const db = () => s.t.database.db;

const ORIGIN = "http://localhost:3000";
const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => addDays(today, n);
const newSlug = () => `act-${crypto.randomBytes(4).toString("hex")}`;

/** A GET as a fan's browser sends it, from one address unless told. */
const fetchAs = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.request(`${ORIGIN}${path}`, {
    headers: { "x-forwarded-for": "203.0.113.9", ...headers },
  });
const get = (path: string) => call(s.t, "GET", path);

/** A new act (an account of its own, so no other test's shows) with its page on, and a tour. */
async function act(title = "The Band") {
  const who = await signUp(s.t);
  const slug = newSlug();
  await putDatesPage(db(), who.workspaceId, { slug, title });
  const tour = await insertTour(db(), who.workspaceId, {
    title: "Secret Tour Name",
    startDate: inDays(-400),
    endDate: inDays(400),
  });
  return { who, slug, tourId: tour.id };
}

/** A show of `who`'s at a new venue; confirmed and announced an hour ago unless told. */
async function show(
  who: Account,
  tourId: string,
  opts: {
    venue: string;
    date?: string;
    status?: string;
    listing?: Parameters<typeof putShowListing>[3] | null;
    holdRank?: number;
  },
) {
  const venue = await insertVenue(db(), who.workspaceId, {
    name: opts.venue,
    city: "Chicago",
    state: "IL",
    country: "US",
  });
  const row = await insertShow(db(), who.workspaceId, tourId, venue.id, {
    performanceDate: opts.date ?? inDays(30),
    status: opts.status ?? "confirmed",
    holdRank: opts.holdRank ?? null,
  });
  if (opts.listing !== null) await putShowListing(db(), who.workspaceId, row.id, opts.listing);
  return { showId: row.id, venueId: venue.id };
}

const jsonLdOf = (html: string) => {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>[]) : [];
};
const headersOf = (res: { headers: Headers }) => [...res.headers.entries()].sort();

describe("what the act's page shows", () => {
  it("lists a confirmed, announced show, and nothing that is not public", async () => {
    const { who, slug, tourId } = await act();
    await show(who, tourId, {
      venue: "Public Hall",
      listing: {
        startTime: "20:00",
        supportActs: ["The Openers"],
        ticketUrl: "https://t.example/1",
      },
    });
    await show(who, tourId, { venue: "Held Room", status: "hold", holdRank: 1 });
    await show(who, tourId, {
      venue: "Not Yet Club",
      listing: { announceAt: new Date(Date.now() + 86_400_000) },
    });
    await show(who, tourId, { venue: "Hidden Barn", listing: { hidden: true } });
    await show(who, tourId, { venue: "Unlisted Arena", listing: null });
    await show(who, tourId, { venue: "Unannounced Bar", listing: { announceAt: null } });

    const res = await get(`/dates/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.text).toContain("<h1>The Band</h1>");
    expect(res.text).toContain("<h3>Public Hall</h3>");
    expect(res.text).toContain("Chicago, IL, United States");
    expect(res.text).toContain("with The Openers");
    expect(res.text).toContain(`href="https://t.example/1" rel="external noopener">Tickets`);
    const json = await get(`/dates/${slug}/shows.json`);
    expect(json.status).toBe(200);
    expect(json.data.upcoming.map((x: { venue: { name: string } }) => x.venue.name)).toEqual([
      "Public Hall",
    ]);
    for (const hidden of [
      "Held Room",
      "Not Yet Club",
      "Hidden Barn",
      "Unlisted Arena",
      "Unannounced Bar",
    ]) {
      expect(res.text).not.toContain(hidden);
      expect(json.text).not.toContain(hidden);
    }
  });

  it("says when nothing is announced yet", async () => {
    const { slug } = await act();
    const res = await get(`/dates/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("No upcoming shows announced.");
  });

  it("never shows another workspace's show, even through a listing naming its id", async () => {
    const mine = await act("Act A");
    const theirs = await act("Act B");
    await show(theirs.who, theirs.tourId, { venue: "B Side Club" });
    // A's confirmed show with no listing of A's, and B's listing row naming it.
    const { showId } = await show(mine.who, mine.tourId, {
      venue: "A Borrowed Hall",
      listing: null,
    });
    await putShowListing(db(), theirs.who.workspaceId, showId);

    const a = await get(`/dates/${mine.slug}`);
    const b = await get(`/dates/${theirs.slug}`);
    expect(a.text).not.toContain("B Side Club");
    expect(a.text).not.toContain("A Borrowed Hall");
    expect(b.text).toContain("B Side Club");
    expect(b.text).not.toContain("A Borrowed Hall");
    expect((await get(`/dates/${theirs.slug}/shows.json`)).text).not.toContain("A Borrowed Hall");
  });

  it("holds no money, notes, contacts or hold rank of the show, its deal or its venue", async () => {
    const { who, slug, tourId } = await act();
    const venue = await insertVenue(db(), who.workspaceId, {
      name: "Money Hall",
      contactName: "Zelda Bookerperson",
      phone: "+1 555 0199 77",
      email: "secret-booker@venue.example",
      capacity: 987654,
    });
    const row = await insertShow(db(), who.workspaceId, tourId, venue.id, {
      performanceDate: inDays(40),
      status: "confirmed",
      holdRank: 3,
      venueFee: "98765.43",
      estimatedTravelCost: "7654.32",
      contactName: "Quentin Promoterson",
      contactPhone: "+1 555 0123 45",
      contactEmail: "promoter@secret.example",
      notes: "SECRET-NOTE the rider says no blue M&Ms",
    });
    await db().insert(venueRevenueDeals).values({
      workspaceId: who.workspaceId,
      tourVenueId: row.id,
      dealType: "guarantee",
      guaranteeAmount: "87654.32",
    });
    await putShowListing(db(), who.workspaceId, row.id);
    const outputs = [
      (await get(`/dates/${slug}`)).text,
      (await get(`/dates/${slug}/shows.json`)).text,
    ];
    expect(outputs[0]).toContain("Money Hall");
    for (const text of outputs) {
      for (const secret of [
        "98765",
        "87654",
        "7654.32",
        "987654",
        "Zelda",
        "Bookerperson",
        "0199",
        "secret-booker",
        "Quentin",
        "promoter@",
        "0123 45",
        "SECRET-NOTE",
        "Secret Tour Name",
        "guarantee",
        "$",
      ]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(text).not.toMatch(/\b(hold|rank|fee|deal)\b/i);
    }
  });
});

describe("one answer for a page that is not there", () => {
  it("is the same for an unknown slug, a page turned off, a malformed slug or page", async () => {
    const { who, slug, tourId } = await act();
    await show(who, tourId, { venue: "Off Page Hall" });
    const off = await act();
    await putDatesPage(db(), off.who.workspaceId, {
      slug: off.slug,
      title: "The Band",
      enabled: false,
    });
    const unknown = await fetchAs(s.t, `/dates/${newSlug()}`);
    const body = await unknown.text();
    expect(unknown.status).toBe(404);
    for (const path of [
      `/dates/${off.slug}`,
      "/dates/Not_A_Slug",
      "/dates/ab",
      "/dates/api",
      `/dates/${slug}?page=0`,
      `/dates/${slug}?page=01`,
      `/dates/${slug}?page=two`,
      `/dates/${slug}?page=2`,
      `/dates/${slug}/no-such-file`,
    ]) {
      const res = await fetchAs(s.t, path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(body);
      expect(headersOf(res), path).toEqual(headersOf(unknown));
    }
    const json = await fetchAs(s.t, `/dates/${newSlug()}/shows.json`);
    const offJson = await fetchAs(s.t, `/dates/${off.slug}/shows.json`);
    expect(offJson.status).toBe(404);
    expect(await offJson.text()).toBe(await json.text());
    expect(headersOf(offJson)).toEqual(headersOf(json));
    expect(body).not.toContain(off.slug);
  });
});

describe("a change to a public show reaches every output at once", () => {
  it("a show moved through the tours API says where it moved from", async () => {
    const { who, slug, tourId } = await act();
    const { showId, venueId } = await show(who, tourId, {
      venue: "Moving Hall",
      date: inDays(20),
    });
    expect((await get(`/dates/${slug}`)).text).not.toContain("Moved from");
    const moved = await call(s.t, "PUT", `/api/tours/${tourId}/shows/${showId}`, {
      cookie: who.cookie,
      json: { venueMode: "existing", venueId, performanceDate: inDays(27) },
    });
    expect(moved.status, moved.text).toBe(200);

    const page = await get(`/dates/${slug}`);
    expect(page.text).toContain(`Moved from ${formatCalendarDate(inDays(20))}`);
    const [event] = jsonLdOf(page.text);
    expect(event).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: inDays(20),
      startDate: inDays(27),
    });
    const json = await get(`/dates/${slug}/shows.json`);
    expect(json.data.upcoming[0]).toMatchObject({
      date: inDays(27),
      status: "rescheduled",
      previousDate: inDays(20),
    });
  });

  it("a show released after it was public stays on, cancelled", async () => {
    const { who, slug, tourId } = await act();
    const { showId } = await show(who, tourId, {
      venue: "Released Hall",
      listing: { ticketUrl: "https://t.example/released" },
    });
    expect((await get(`/dates/${slug}`)).text).toContain("https://t.example/released");
    const released = await call(s.t, "POST", `/api/negotiations/${showId}/transitions`, {
      cookie: who.cookie,
      json: { to: "released" },
    });
    expect(released.status, released.text).toBe(200);

    const page = await get(`/dates/${slug}`);
    expect(page.text).toContain("Released Hall");
    expect(page.text).toContain(">Cancelled<");
    expect(page.text).not.toContain("https://t.example/released");
    const [event] = jsonLdOf(page.text);
    expect(event!.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(event).not.toHaveProperty("offers");
    const json = await get(`/dates/${slug}/shows.json`);
    expect(json.data.upcoming[0].status).toBe("cancelled");
  });
});

describe("the page as browsers and search engines read it", () => {
  it("answers 304 to the ETag it sent until something fans see changes", async () => {
    const { who, slug, tourId } = await act();
    const { showId } = await show(who, tourId, { venue: "Etag Hall" });
    const first = await fetchAs(s.t, `/dates/${slug}`, { "accept-encoding": "gzip" });
    const etag = first.headers.get("etag")!;
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
    const again = await fetchAs(s.t, `/dates/${slug}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await putShowListing(db(), who.workspaceId, showId, { soldOut: true });
    const changed = await fetchAs(s.t, `/dates/${slug}`, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain(">Sold out<");
  });

  it("runs no script, is framed by nobody, and lets other sites read its JSON", async () => {
    const { who, slug, tourId } = await act("</script><script>alert(1)</script>");
    await show(who, tourId, { venue: "<img src=x onerror=alert(2)>" });
    const page = await get(`/dates/${slug}`);
    expect(page.text.match(/<script[^>]*>/g)).toEqual([`<script type="application/ld+json">`]);
    expect(page.text).not.toContain("<img");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src");
    const json = await get(`/dates/${slug}/shows.json`);
    expect(json.headers.get("access-control-allow-origin")).toBe("*");
    expect(json.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(page.headers.get("access-control-allow-origin")).toBeNull();
    // The iframe (another route's) may be framed anywhere; the widget's script read from anywhere.
    const embed = await get(`/dates/${slug}/embed`);
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(embed.headers.get("x-frame-options")).toBeNull();
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const widget = await get("/dates/widget.js");
    expect(widget.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(json.data.title).toBe("</script><script>alert(1)</script>");
    expect(json.data.url).toBe(`${ORIGIN}/dates/${slug}`);
  });

  it("describes each show as MusicEvent JSON-LD, field by field", async () => {
    const { who, slug, tourId } = await act();
    const date = inDays(50);
    const { showId } = await show(who, tourId, {
      venue: "Schema Hall",
      date,
      listing: {
        startTime: "19:30",
        eventName: "Night of Schemas",
        supportActs: ["First Support", "Second Support"],
        ticketUrl: "https://t.example/schema",
        soldOut: true,
        onSaleAt: new Date("2026-01-02T16:00:00Z"),
      },
    });
    const [event, ...rest] = jsonLdOf((await get(`/dates/${slug}`)).text);
    expect(rest).toEqual([]);
    const url = `${ORIGIN}/dates/${slug}#show-${showId}`;
    expect(event!["@context"]).toBe("https://schema.org");
    expect(event!["@type"]).toBe("MusicEvent");
    expect(event!["@id"]).toBe(url);
    expect(event!.url).toBe(url);
    expect(event!.name).toBe("Night of Schemas");
    expect(event!.startDate).toMatch(new RegExp(`^${date}T19:30:00-0[56]:00$`));
    expect(event!.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event!.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event!.location).toEqual({
      "@type": "Place",
      name: "Schema Hall",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Chicago",
        addressRegion: "IL",
        addressCountry: "US",
      },
    });
    expect(event!.offers).toEqual({
      "@type": "Offer",
      url: "https://t.example/schema",
      availability: "https://schema.org/SoldOut",
      validFrom: "2026-01-02T16:00:00.000Z",
    });
    expect(event!.performer).toEqual([
      { "@type": "MusicGroup", name: "The Band" },
      { "@type": "MusicGroup", name: "First Support" },
      { "@type": "MusicGroup", name: "Second Support" },
    ]);
    expect(event!.organizer).toEqual({
      "@type": "MusicGroup",
      name: "The Band",
      url: `${ORIGIN}/dates/${slug}`,
    });
  });
});

describe("the page in the visitor's language (issue 55)", () => {
  it("is German for Accept-Language: de, English word for word without, each kept apart", async () => {
    const { who, slug, tourId } = await act();
    const date = inDays(30);
    await show(who, tourId, {
      venue: "Sprach Halle",
      date,
      listing: { supportActs: ["The Openers"], ticketUrl: "https://t.example/de" },
    });
    const de = await fetchAs(s.t, `/dates/${slug}`, {
      "accept-language": "de-DE,de;q=0.9,en;q=0.5",
    });
    const german = await de.text();
    expect(german).toMatch(/^<!doctype html><html lang="de">/);
    expect(german).toContain("<title>The Band: Tourdaten</title>");
    expect(german).toContain(`<h2 id="upcoming">Kommende Shows</h2>`);
    expect(german).toContain(`>${withFormatLocale("de", () => formatWeekdayDate(date))}</time>`);
    expect(german).toContain("<h3>Sprach Halle</h3>");
    expect(german).toContain("mit The Openers");
    expect(de.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");

    const en = await fetchAs(s.t, `/dates/${slug}`);
    const english = await en.text();
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    expect(english).toContain(`<h2 id="upcoming">Upcoming shows</h2>`);
    expect(english).toContain(`>${formatWeekdayDate(date)}</time>`);
    expect(english).toContain("with The Openers");
    // Each language its own ETag: the English one does not answer a German request with 304.
    expect(en.headers.get("etag")).not.toBe(de.headers.get("etag"));
    const asked = await fetchAs(s.t, `/dates/${slug}`, {
      "accept-language": "de",
      "if-none-match": en.headers.get("etag")!,
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toBe(german);

    const embed = await fetchAs(s.t, `/dates/${slug}/embed`, { "accept-language": "es" });
    expect(embed.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    const frame = await embed.text();
    expect(frame).toContain('<html lang="es">');
    expect(frame).toContain("Todas las fechas de The Band");
    const widget = await fetchAs(s.t, `/dates/${slug}/widget.js`, { "accept-language": "es" });
    expect(widget.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    expect(await widget.text()).toContain('"all":"Todas las fechas"');

    const missing = await fetchAs(s.t, `/dates/${newSlug()}`, { "accept-language": "de" });
    expect(missing.status).toBe(404);
    const nothing = await missing.text();
    expect(nothing).toContain('<html lang="de">');
    expect(nothing).toContain("<h1>Hier gibt es keine Termine</h1>");
  });
});

describe("a large act and a crowd", () => {
  it("pages 5,000 shows 50 at a time", async () => {
    const { who, slug, tourId } = await act();
    const venue = await insertVenue(db(), who.workspaceId, { name: "Every Night Hall" });
    const ids: string[] = [];
    for (let i = 0; i < 5_000; i += 500) {
      const rows = await db()
        .insert(tourVenues)
        .values(
          Array.from({ length: 500 }, (_, j) => ({
            workspaceId: who.workspaceId,
            tourId,
            venueId: venue.id,
            performanceDate: inDays(1 + Math.floor((i + j) / 20)),
            status: "confirmed",
            orderInTour: i + j,
          })),
        )
        .returning({ id: tourVenues.id });
      ids.push(...rows.map((r) => r.id));
    }
    await putShowListings(db(), who.workspaceId, ids);
    const first = await get(`/dates/${slug}`);
    expect(first.text.match(/<li class="show/g)).toHaveLength(50);
    expect(first.text).toContain("Page 1 of 100");
    expect(jsonLdOf(first.text)).toHaveLength(50);
    const last = await get(`/dates/${slug}?page=100`);
    expect(last.status).toBe(200);
    expect(last.text.match(/<li class="show/g)).toHaveLength(50);
    expect(last.text).toContain(`<link rel="prev" href="${ORIGIN}/dates/${slug}?page=99">`);
    const beyond = await get(`/dates/${slug}?page=101`);
    expect(beyond.status).toBe(404);
    expect(beyond.text).toBe((await get(`/dates/${newSlug()}`)).text);
  });

  it("answers a burst of 1,000 requests from one address with one read of the database", async () => {
    const { who, slug, tourId } = await act();
    await show(who, tourId, { venue: "Crowded Hall" });
    // What one first request costs, on an app of its own with nothing in memory.
    const single = countingApp(s.t);
    expect((await fetchAs(single.t, `/dates/${slug}`)).status).toBe(200);
    const oneRead = single.counter.count;
    expect(oneRead).toBeGreaterThan(0);

    const { t, counter } = countingApp(s.t);
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, () => fetchAs(t, `/dates/${slug}`)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1_000);
    expect(await answers[999]!.text()).toContain("Crowded Hall");
    expect(counter.count).toBe(oneRead);
  });

  it("refuses an address that makes the database look up slug after slug, not its cached page", async () => {
    const { slug } = await act();
    const ip = "198.51.100.77";
    expect((await fetchAs(s.t, `/dates/${slug}`, { "x-forwarded-for": ip })).status).toBe(200);
    let refused = 0;
    for (let i = 0; i < 601; i++) {
      const res = await fetchAs(s.t, `/dates/${newSlug()}`, { "x-forwarded-for": ip });
      if (res.status === 429) refused++;
      else expect(res.status).toBe(404);
    }
    expect(refused).toBeGreaterThan(0);
    expect((await fetchAs(s.t, `/dates/${newSlug()}`)).status).toBe(404);
    // Its page in memory is still answered to it. (This suite's cache on PostgreSQL asks the
    // database on every request, so there every request is a read, and charged.)
    if (s.t.database.engine === "pglite") {
      expect((await fetchAs(s.t, `/dates/${slug}`, { "x-forwarded-for": ip })).status).toBe(200);
    }
  });
});
