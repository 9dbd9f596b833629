import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { PublicDates, PublicShow } from "@/domain/listings/public-show";
import { publicShow } from "../../../tests/support/public-shows";
import { datesPage } from "./dates-page";

const now = new Date("2026-06-01T12:00:00Z");
const show = (over: Partial<PublicShow> = {}) =>
  publicShow({
    date: "2026-07-04",
    startsAt: "2026-07-04T20:00:00-05:00",
    supportActs: [],
    ...over,
  });
const dates = (upcoming: PublicShow[], past: PublicShow[] = []): PublicDates => ({
  upcoming,
  past,
  validUntil: new Date("2026-06-01T13:00:00Z"),
});
const page = (d: PublicDates, pageNo = 1, title = "The Band") =>
  datesPage({
    title,
    slug: "the-band",
    baseUrl: "https://tribe.example",
    dates: d,
    page: pageNo,
    now,
  });

describe("the act's dates page", () => {
  it("is a whole document a search engine and a screen reader can read", () => {
    const html = page(dates([show()]));
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain(`<meta name="viewport" content="width=device-width,initial-scale=1">`);
    expect(html).toContain("<title>The Band: tour dates</title>");
    expect(html).toContain(
      `<meta name="description" content="Tour dates of The Band: 1 upcoming show, next on Sat, Jul 4, 2026 at Metro, Chicago.`,
    );
    expect(html).toContain(`<link rel="canonical" href="https://tribe.example/dates/the-band">`);
    expect(html).toContain(`<link rel="icon" href="data:,">`);
    expect(html).toContain(
      `type="application/atom+xml" title="The Band: tour dates (Atom)" href="https://tribe.example/dates/the-band/feed.atom"`,
    );
    expect(html).toContain(`href="https://tribe.example/dates/the-band/calendar.ics"`);
    expect(html).toContain(`href="https://tribe.example/dates/the-band/feed.rss"`);
  });

  it("lists a show with its day, time, venue, place, support and ticket link", () => {
    const html = page(
      dates([show({ supportActs: ["The Openers", "Late Bloom"], eventName: "Summer Fest" })]),
    );
    expect(html).toContain(`<time datetime="2026-07-04">Sat, Jul 4, 2026</time>`);
    expect(html).toContain(`<time datetime="2026-07-04T20:00:00-05:00">20:00</time>`);
    expect(html).toContain("<h3>Summer Fest</h3>");
    expect(html).toContain("Metro, Chicago, IL, United States");
    expect(html).toContain("with The Openers, Late Bloom");
    expect(html).toContain(
      `<a class="btn" href="https://tickets.example/metro" rel="external noopener">Tickets<span class="sr"> for Summer Fest, Jul 4</span></a>`,
    );
  });

  it("says sold out, cancelled, moved, and the on-sale time only while it is ahead", () => {
    const html = page(
      dates([
        show({ soldOut: true }),
        show({ status: "cancelled", ticketUrl: "https://tickets.example/off" }),
        show({ status: "rescheduled", previousDate: "2026-06-27" }),
        show({ onSaleAt: "2026-06-03T15:00:00.000Z" }),
        show({ onSaleAt: "2026-05-03T15:00:00.000Z", venue: { ...show().venue, name: "Old" } }),
      ]),
    );
    expect(html).toContain(">Sold out<");
    expect(html).toContain(">Cancelled<");
    expect(html).not.toContain("tickets.example/off");
    expect(html).toContain("Moved from Jun 27, 2026");
    expect(html).toContain("On sale Jun 3, 10:00");
    expect(html.match(/On sale/g)).toHaveLength(1);
  });

  it("says when nothing is announced, and lists the latest past shows after", () => {
    const html = page(dates([], [show({ upcoming: false, date: "2026-05-01" })]));
    expect(html).toContain("No upcoming shows announced.");
    expect(html).toContain(`<h2 id="past">Past shows</h2>`);
    expect(html).not.toContain("Tickets");
  });

  it("writes every typed text as text, and no script but the JSON-LD data", () => {
    const hostile = `<img src=x onerror=alert(1)>"'</script><script>alert(2)</script>`;
    const html = page(
      dates([
        show({
          eventName: hostile,
          supportActs: [hostile],
          venue: { name: hostile, city: hostile, region: null, country: "US" },
          ticketUrl: `https://t.example/?a="><script>alert(3)</script>`,
        }),
      ]),
      1,
      hostile,
    );
    expect(html).not.toContain("<img");
    expect(html.match(/<script/g)).toEqual(["<script"]);
    expect(html).toContain(`<script type="application/ld+json">`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)[0].name).toBe(hostile);
  });

  it("pages upcoming shows 50 at a time with links to the pages beside", () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      show({
        date: `2027-${String(1 + Math.floor(i / 28)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      }),
    );
    const second = page(dates(many, [show({ upcoming: false })]), 2);
    expect(second.match(/<li class="show/g)).toHaveLength(50);
    expect(second).not.toContain("Past shows");
    expect(second).toContain(
      `<link rel="canonical" href="https://tribe.example/dates/the-band?page=2">`,
    );
    expect(second).toContain(`<a rel="prev" href="https://tribe.example/dates/the-band">`);
    expect(second).toContain(`<a rel="next" href="https://tribe.example/dates/the-band?page=3">`);
    expect(second).toContain("Page 2 of 3");
    expect(() => page(dates(many), 4)).toThrow(RangeError);
  });

  it("weighs under 30 KB gzipped with 50 shows and 20 past ones", () => {
    const full = (upcoming: boolean) =>
      show({
        upcoming,
        eventName: "A Night at the Long Festival Name",
        supportActs: ["The Openers", "Late Bloom", "Third Band"],
        onSaleAt: "2026-06-20T15:00:00.000Z",
        ticketUrl: "https://tickets.example/events/a-rather-long-path/1234567890?ref=band",
        venue: {
          name: "The Grand Old Music Hall",
          city: "Minneapolis",
          region: "MN",
          country: "US",
        },
      });
    const html = page(
      dates(
        Array.from({ length: 50 }, () => full(true)),
        Array.from({ length: 20 }, () => full(false)),
      ),
    );
    expect(gzipSync(html).byteLength).toBeLessThan(30 * 1024);
  });

  it("speaks the visitor's language, dates in its format; what the act typed as typed", () => {
    const many = Array.from({ length: 51 }, () => show({ supportActs: ["The Openers"] }));
    const html = datesPage({
      title: "The Band",
      slug: "the-band",
      baseUrl: "https://tribe.example",
      dates: dates([
        ...many,
        show({ status: "rescheduled", previousDate: "2026-06-27", date: "2026-07-05" }),
        show({ onSaleAt: "2026-06-03T15:00:00.000Z", date: "2026-07-06" }),
      ]),
      page: 2,
      now,
      locale: "es",
    });
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain("<title>The Band: fechas de la gira, página 2</title>");
    expect(html).toContain(
      `content="Fechas de la gira de The Band: 53 próximos conciertos, el siguiente el sáb, 4 jul 2026 en Metro, Chicago. Salas, horarios y entradas."`,
    );
    expect(html).toContain(`<time datetime="2026-07-05">dom, 5 jul 2026</time>`);
    expect(html).toContain(`<span class="tag">Aplazado desde el 27 jun 2026</span>`);
    expect(html).toContain("A la venta el 3 jun, 10:00");
    expect(html).toContain(
      `rel="external noopener">Entradas<span class="sr"> para Metro, 6 jul</span></a>`,
    );
    expect(html).toContain(`<h2 id="upcoming">Próximos conciertos</h2>`);
    expect(html).toContain(`<p class="m">Chicago, IL, Estados Unidos</p>`);
    expect(html).toContain("<span>Página 2 de 2</span>");
    expect(html).toContain("Añadir a tu calendario (iCal)");
    expect(html).not.toMatch(/Tickets|Upcoming|Page 2/);
  });
});
