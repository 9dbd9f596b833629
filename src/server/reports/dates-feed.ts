import { DAY_MS } from "@/domain/durations";
import type { Locale } from "@/domain/i18n/locales";
import { say } from "@/domain/i18n/words";
import { datesPagePath, publicLink, showAnchor } from "@/domain/listings/public-links";
import type { PublicShow } from "@/domain/listings/public-show";
import { showDetails, showTitle } from "@/domain/listings/show-text";
import { translatorFor } from "../i18n/translator";
import type { DatesFeedSource } from "./dates-feed-source";
import { xmlText } from "./xml-text";

/** "The Band: tour dates": the feed's own title, as the dates page's. */
const feedTitle = (title: string) =>
  say({ id: "listings.datesPage.title", defaultMessage: "{title}: tour dates" }, { title });

/** A past show cancelled this recently is still news: it stays in the feed a month. */
const CANCELLED_NEWS_MS = 30 * DAY_MS;

/**
 * A feed's entries: every upcoming show (cancelled ones included, marked), then past shows
 * cancelled within the month. Past shows that went ahead are no news.
 */
function feedShows(source: DatesFeedSource, now: Date): PublicShow[] {
  const recent = source.dates.past.filter(
    (s) => s.status === "cancelled" && now.getTime() - Date.parse(s.updatedAt) <= CANCELLED_NEWS_MS,
  );
  return [...source.dates.upcoming, ...recent];
}

/**
 * An entry's permanent id (RFC 4151 tag URI): the site's host, a fixed year and the show's id,
 * so a reader keeps one entry per show whatever changes in it. The port is not part of a tag.
 */
const tagOf = (origin: string, what: string) => `tag:${new URL(origin).hostname},2026:${what}`;

/** When the feed last changed: its latest entry's change; an empty feed, now. */
const latest = (shows: readonly PublicShow[], now: Date) =>
  shows.reduce((at, s) => (s.updatedAt > at ? s.updatedAt : at), "") || now.toISOString();

interface Links {
  page: string;
  self: string;
  show: (s: PublicShow) => string;
}

function linksOf(source: DatesFeedSource, file: string): Links {
  const page = `${source.origin}${datesPagePath(source.slug)}`;
  return { page, self: `${page}/${file}`, show: (s) => `${page}#${showAnchor(s.id)}` };
}

/**
 * The act's Atom feed (`/dates/<slug>/feed.atom`, RFC 4287), its words in the visitor's
 * language (issue 55); ids, links and RFC 3339 times the same in every one.
 */
export function renderDatesAtom(source: DatesFeedSource, now: Date, locale: Locale = "en"): string {
  return translatorFor(locale).within(() => writeAtom(source, now, locale));
}

function writeAtom(source: DatesFeedSource, now: Date, locale: Locale): string {
  const shows = feedShows(source, now);
  const links = linksOf(source, "feed.atom");
  const x = xmlText;
  const entries = shows.map((s) => {
    const tickets = publicLink(s.ticketUrl);
    return [
      "<entry>",
      `<id>${x(tagOf(source.origin, `show/${s.id}`))}</id>`,
      `<title>${x(showTitle(s))}</title>`,
      `<link rel="alternate" type="text/html" href="${x(links.show(s))}"/>`,
      tickets && s.status !== "cancelled" ? `<link rel="related" href="${x(tickets)}"/>` : "",
      `<published>${s.announcedAt}</published>`,
      `<updated>${s.updatedAt}</updated>`,
      `<summary type="text">${x(showDetails(s, source.title).join("\n"))}</summary>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `<id>${x(tagOf(source.origin, `dates/${source.slug}`))}</id>`,
    `<title>${x(feedTitle(source.title))}</title>`,
    `<link rel="self" type="application/atom+xml" href="${x(links.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${x(links.page)}"/>`,
    `<updated>${latest(shows, now)}</updated>`,
    `<author><name>${x(source.title)}</name></author>`,
    "<generator>Tribe</generator>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** RFC 822's date, as RSS 2.0 asks: "Wed, 01 Jul 2026 15:00:00 GMT". */
const rssDate = (iso: string) => new Date(iso).toUTCString();

/**
 * The same entries as RSS 2.0 (`/dates/<slug>/feed.rss`), for readers that take no Atom; the
 * words in the visitor's language, the RFC 822 dates in English as RSS asks.
 */
export function renderDatesRss(source: DatesFeedSource, now: Date, locale: Locale = "en"): string {
  return translatorFor(locale).within(() => writeRss(source, now, locale));
}

function writeRss(source: DatesFeedSource, now: Date, locale: Locale): string {
  const shows = feedShows(source, now);
  const links = linksOf(source, "feed.rss");
  const x = xmlText;
  const items = shows.map((s) =>
    [
      "<item>",
      `<title>${x(showTitle(s))}</title>`,
      `<link>${x(links.show(s))}</link>`,
      `<guid isPermaLink="false">${x(tagOf(source.origin, `show/${s.id}`))}</guid>`,
      `<pubDate>${rssDate(s.announcedAt)}</pubDate>`,
      `<description>${x(showDetails(s, source.title).join("\n"))}</description>`,
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${x(feedTitle(source.title))}</title>`,
    `<link>${x(links.page)}</link>`,
    `<description>${x(say({ id: "feeds.dates.rssDescription", defaultMessage: "Upcoming shows of {title}" }, { title: source.title }))}</description>`,
    `<language>${locale}</language>`,
    `<atom:link rel="self" type="application/rss+xml" href="${x(links.self)}"/>`,
    `<lastBuildDate>${rssDate(latest(shows, now))}</lastBuildDate>`,
    "<ttl>60</ttl>",
    "<generator>Tribe</generator>",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
