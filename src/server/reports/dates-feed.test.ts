import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { feedSource, publicShow } from "../../../tests/support/listings-feeds";
import { renderDatesAtom, renderDatesRss } from "./dates-feed";

const { DOMParser } = new JSDOM().window;
const now = new Date("2026-06-01T12:00:00Z");

/** Parsed as a strict XML parser would: a document that is not well-formed fails here. */
function xml(text: string) {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}
const texts = (doc: Document, tag: string) =>
  [...doc.getElementsByTagName(tag)].map((e) => e.textContent);

describe("the act's Atom feed", () => {
  it("has one entry per upcoming show, with a tag id, its change time and a link to the page", () => {
    const first = publicShow({ updatedAt: "2026-05-20T10:00:00.000Z" });
    const second = publicShow({ date: "2026-07-02", venue: { ...first.venue, city: null } });
    const doc = xml(renderDatesAtom(feedSource([first, second]), now));
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect(feed.querySelector(":scope > updated")!.textContent).toBe("2026-05-20T10:00:00.000Z");
    expect(texts(doc, "title")).toEqual([
      "The Band: tour dates",
      "Jul 1, 2026 — Metro, Chicago",
      "Jul 2, 2026 — Metro",
    ]);
    const entries = [...doc.getElementsByTagName("entry")];
    expect(entries.map((e) => e.querySelector("id")!.textContent)).toEqual([
      `tag:tribe.example,2026:show/${first.id}`,
      `tag:tribe.example,2026:show/${second.id}`,
    ]);
    expect(entries[0]!.querySelector("updated")!.textContent).toBe("2026-05-20T10:00:00.000Z");
    expect(entries[0]!.querySelector('link[rel="alternate"]')!.getAttribute("href")).toBe(
      `https://tribe.example/dates/the-band#show-${first.id}`,
    );
    expect(entries[0]!.querySelector("summary")!.textContent).toContain("With The Openers.");
  });

  it("keeps a show cancelled this month, marked, and drops older news and past shows", () => {
    const upcomingOff = publicShow({ status: "cancelled", date: "2026-07-05" });
    const recentOff = publicShow({
      status: "cancelled",
      date: "2026-05-20",
      upcoming: false,
      updatedAt: "2026-05-15T00:00:00.000Z",
    });
    const oldOff = publicShow({
      status: "cancelled",
      date: "2026-03-01",
      upcoming: false,
      updatedAt: "2026-02-01T00:00:00.000Z",
    });
    const played = publicShow({ date: "2026-05-25", upcoming: false });
    const doc = xml(renderDatesAtom(feedSource([upcomingOff], [recentOff, played, oldOff]), now));
    expect(texts(doc, "title").slice(1)).toEqual([
      "Cancelled: Jul 5, 2026 — Metro, Chicago",
      "Cancelled: May 20, 2026 — Metro, Chicago",
    ]);
  });

  it("escapes a venue's markup characters and drops what XML forbids", () => {
    const show = publicShow({
      venue: { name: '<Rock & Roll> "Bar"\u0000', city: "Chicago", region: "IL", country: "US" },
      eventName: "Night \uFFFE\u0001One",
    });
    const text = renderDatesAtom(feedSource([show], [], { title: "A & B" }), now);
    expect(text).toContain("&lt;Rock &amp; Roll&gt; &quot;Bar&quot;");
    const doc = xml(text);
    expect(texts(doc, "title")).toEqual([
      "A & B: tour dates",
      'Jul 1, 2026 — <Rock & Roll> "Bar", Chicago',
    ]);
    expect(doc.querySelector("entry summary")!.textContent).toContain("Night One, Jul 1, 2026.");
    expect(doc.querySelector("author name")!.textContent).toBe("A & B");
  });

  it("is valid with no shows, updated now", () => {
    const doc = xml(renderDatesAtom(feedSource([]), now));
    expect(doc.getElementsByTagName("entry")).toHaveLength(0);
    expect(doc.querySelector("feed > updated")!.textContent).toBe(now.toISOString());
  });
});

describe("the act's RSS 2.0 feed", () => {
  it("has the same items, each with a permanent guid that is no link", () => {
    const show = publicShow({
      venue: { name: "<Rock & Roll>", city: "Chicago", region: null, country: "US" },
    });
    const doc = xml(renderDatesRss(feedSource([show]), now));
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const item = doc.querySelector("item")!;
    expect(item.querySelector("title")!.textContent).toBe("Jul 1, 2026 — <Rock & Roll>, Chicago");
    const guid = item.querySelector("guid")!;
    expect(guid.getAttribute("isPermaLink")).toBe("false");
    expect(guid.textContent).toBe(`tag:tribe.example,2026:show/${show.id}`);
    expect(item.querySelector("link")!.textContent).toBe(
      `https://tribe.example/dates/the-band#show-${show.id}`,
    );
    expect(item.querySelector("pubDate")!.textContent).toBe("Fri, 01 May 2026 15:00:00 GMT");
  });
});
