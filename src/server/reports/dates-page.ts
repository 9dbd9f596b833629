import {
  formatCalendarDate,
  formatClock,
  formatMonthDay,
  formatWeekdayDate,
} from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { jsonForHtml, musicEvent, showAnchor, ticketLink } from "@/domain/listings/json-ld";
import { type DatesPageView, pageOf } from "@/domain/listings/paging";
import type { PublicDates, PublicShow } from "@/domain/listings/public-show";
import { escapeHtml } from "@/domain/mail/quoting";
import { countryNameIn } from "@/domain/tours/venues";
import { utcToZoned } from "@/domain/zoned-time";
import { type Translator, translatorFor } from "../i18n/translator";
import { DATES_WORDS } from "./dates-words";

/**
 * The act's public dates page (issue 52, ADR 0030): one HTML document written on the server
 * from the public snapshot, readable with JavaScript off. Its CSS is inline and its only
 * scripts are JSON-LD data blocks (nothing runs; the CSP in routes/listings allows no script),
 * the icon is `data:` so the browser asks for no favicon, and every text a person typed is
 * escaped. Times are the venue's wall clock, 24-hour: fans have no clock setting to read.
 * In the visitor's language (issue 55: Accept-Language, routes/listings), dates in its format;
 * what the act typed (names, venues, titles) as typed.
 */

export interface DatesPageInput {
  /** The act's name as fans read it. */
  title: string;
  slug: string;
  /** The site's origin, "https://tribe.example": every link of the page is absolute. */
  baseUrl: string;
  dates: PublicDates;
  page: number;
  /** When the page is written: an on-sale time is said only while it is ahead. */
  now: Date;
  /** The visitor's language; English unless given. */
  locale?: Locale;
}

/** The act's page and its files (the feeds are served beside it, routes/listings). */
export function datesUrls(baseUrl: string, slug: string) {
  const act = `${baseUrl}/dates/${encodeURIComponent(slug)}`;
  return {
    act,
    page: (n: number) => (n === 1 ? act : `${act}?page=${n}`),
    calendar: `${act}/calendar.ics`,
    atom: `${act}/feed.atom`,
    rss: `${act}/feed.rss`,
  };
}

const STYLE =
  ":root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--mute:#4d4d4d;--line:#d9d9d9;--accent:#0b57d0;--tag:#eef1f4}" +
  "@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#f2f2f2;--mute:#bdbdbd;--line:#363636;--accent:#8ab4f8;--tag:#262a30}}" +
  "*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
  "header,main,footer{max-width:46rem;margin:0 auto;padding:0 1rem}header{padding-top:1.5rem}" +
  "h1{font-size:2rem;line-height:1.2;margin:0}h2{font-size:1.25rem;margin:2rem 0 .25rem}h3{font-size:1.125rem;line-height:1.3;margin:0}" +
  "p{margin:0}ol,ul{list-style:none;margin:0;padding:0}a{color:var(--accent)}.m{color:var(--mute)}" +
  ".show{display:grid;gap:.25rem;padding:1rem 0;border-top:1px solid var(--line)}.d{font-weight:600}" +
  ".tag{display:inline-block;margin-right:.5rem;padding:0 .5rem;border-radius:.25rem;background:var(--tag);font-size:.875rem;font-weight:600}" +
  ".off h3{text-decoration:line-through}" +
  ".btn{justify-self:start;margin-top:.25rem;padding:.5rem 1.25rem;border-radius:.375rem;background:var(--accent);color:var(--bg);font-weight:600;text-decoration:none}" +
  ".sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}" +
  ".pager{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;padding:1rem 0;border-top:1px solid var(--line)}" +
  ".feeds li{padding:.375rem 0}footer{padding-bottom:2rem}" +
  "@media (min-width:40rem){.show{grid-template-columns:11rem 1fr auto;align-items:start;gap:0 1rem}.btn{margin:0}}";

const h = escapeHtml;

/** "Chicago, IL, United States": what is known of where, the country by its name in `locale`. */
function placeOf(show: PublicShow, locale: Locale): string {
  const { city, region, country } = show.venue;
  return [city, region, countryNameIn(country, locale) ?? country].filter(Boolean).join(", ");
}

/** "On sale Jul 3, 10:00" (the venue's clock) while that is still ahead. */
function onSaleLine(show: PublicShow, now: Date, { t }: Translator): string | null {
  if (!show.onSaleAt || show.status === "cancelled") return null;
  if (new Date(show.onSaleAt).getTime() <= now.getTime()) return null;
  const at = utcToZoned(show.onSaleAt, show.timeZone);
  return t(
    { id: "listings.datesPage.onSale", defaultMessage: "On sale {date}, {time}" },
    { date: formatMonthDay(at.date), time: formatClock(at.time, null) },
  );
}

function showItem(show: PublicShow, now: Date, words: Translator): string {
  const { t } = words;
  const day = formatWeekdayDate(show.date);
  const when = show.startTime
    ? ` <time datetime="${h(show.startsAt ?? show.date)}">${h(formatClock(show.startTime, null))}</time>`
    : "";
  const heading = show.eventName ?? show.venue.name;
  const place = placeOf(show, words.locale);
  const where = show.eventName ? `${show.venue.name}, ${place}` : place;
  const tags: string[] = [];
  if (show.status === "cancelled")
    tags.push(`<strong class="tag">${h(t(DATES_WORDS.cancelled))}</strong>`);
  else if (show.soldOut) tags.push(`<strong class="tag">${h(t(DATES_WORDS.soldOut))}</strong>`);
  if (show.status === "rescheduled" && show.previousDate) {
    const moved = t(DATES_WORDS.movedFrom, { date: formatCalendarDate(show.previousDate) });
    tags.push(`<span class="tag">${h(moved)}</span>`);
  }
  const support = t(DATES_WORDS.with, { acts: show.supportActs.join(", ") });
  const lines = [
    `<h3>${h(heading)}</h3>`,
    `<p class="m">${h(where)}</p>`,
    show.supportActs.length > 0 ? `<p>${h(support)}</p>` : "",
    tags.length > 0 ? `<p>${tags.join("")}</p>` : "",
  ];
  const onSale = show.upcoming ? onSaleLine(show, now, words) : null;
  if (onSale) lines.push(`<p class="m">${h(onSale)}</p>`);
  const ticket = show.upcoming ? ticketLink(show) : null;
  const button = ticket
    ? `<a class="btn" href="${h(ticket)}" rel="external noopener">${h(t(DATES_WORDS.tickets))}<span class="sr"> ${h(
        t(
          { id: "listings.datesPage.ticketsFor", defaultMessage: "for {show}, {date}" },
          { show: heading, date: formatMonthDay(show.date) },
        ),
      )}</span></a>`
    : "";
  return (
    `<li class="show${show.status === "cancelled" ? " off" : ""}" id="${h(showAnchor(show))}">` +
    `<p class="d"><time datetime="${h(show.date)}">${h(day)}</time>${when}</p>` +
    `<div>${lines.join("")}</div>${button}</li>`
  );
}

function description(title: string, dates: PublicDates, { t }: Translator): string {
  const next = dates.upcoming.find((s) => s.status !== "cancelled");
  if (!next)
    return t(
      {
        id: "listings.datesPage.descriptionNone",
        defaultMessage: "Tour dates of {title}. No upcoming shows announced.",
      },
      { title },
    );
  const where = [next.venue.name, next.venue.city].filter(Boolean).join(", ");
  return t(
    {
      id: "listings.datesPage.description",
      defaultMessage:
        "Tour dates of {title}: {count, plural, one {# upcoming show} other {# upcoming shows}}, next on {date} at {where}. Venues, times and tickets.",
    },
    { title, count: dates.upcoming.length, date: formatWeekdayDate(next.date), where },
  );
}

function pager(view: DatesPageView, urls: ReturnType<typeof datesUrls>, { t }: Translator): string {
  if (view.pages === 1) return "";
  const sooner = t({ id: "listings.datesPage.sooner", defaultMessage: "Sooner dates" });
  const later = t({ id: "listings.datesPage.later", defaultMessage: "Later dates" });
  const prev =
    view.page > 1 ? `<a rel="prev" href="${h(urls.page(view.page - 1))}">${h(sooner)}</a>` : "";
  const next =
    view.page < view.pages
      ? `<a rel="next" href="${h(urls.page(view.page + 1))}">${h(later)}</a>`
      : "";
  const pages = t({
    id: "listings.datesPage.pages",
    defaultMessage: "Pages of upcoming shows",
  });
  const page = t(
    { id: "listings.datesPage.pageOf", defaultMessage: "Page {page} of {pages}" },
    { page: view.page, pages: view.pages },
  );
  return `<nav class="pager" aria-label="${h(pages)}">${prev}<span>${h(page)}</span>${next}</nav>`;
}

/**
 * The whole document for page `page`, in `input.locale`; the route answers 404 before asking
 * for a page that is not there.
 */
export function datesPage(input: DatesPageInput): string {
  const locale = input.locale ?? "en";
  return withFormatLocale(locale, () => writePage(input, translatorFor(locale)));
}

function writePage(input: DatesPageInput, words: Translator): string {
  const { t } = words;
  const { title, dates, now } = input;
  const view = pageOf(dates, input.page);
  if (!view) throw new RangeError(`no page ${input.page}`);
  const urls = datesUrls(input.baseUrl, input.slug);
  const here = urls.page(view.page);
  const event = { act: title, actUrl: urls.act, pageUrl: here };
  const events = [...view.upcoming, ...view.past].map((show) => musicEvent(show, event));
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${h(
      view.page > 1
        ? t(
            {
              id: "listings.datesPage.titlePage",
              defaultMessage: "{title}: tour dates, page {page}",
            },
            { title, page: view.page },
          )
        : t({ id: "listings.datesPage.title", defaultMessage: "{title}: tour dates" }, { title }),
    )}</title>`,
    `<meta name="description" content="${h(description(title, dates, words))}">`,
    `<link rel="canonical" href="${h(here)}">`,
    view.page > 1 ? `<link rel="prev" href="${h(urls.page(view.page - 1))}">` : "",
    view.page < view.pages ? `<link rel="next" href="${h(urls.page(view.page + 1))}">` : "",
    `<link rel="icon" href="data:,">`,
    `<link rel="alternate" type="application/atom+xml" title="${h(t({ id: "listings.datesPage.atomTitle", defaultMessage: "{title}: tour dates (Atom)" }, { title }))}" href="${h(urls.atom)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${h(t({ id: "listings.datesPage.rssTitle", defaultMessage: "{title}: tour dates (RSS)" }, { title }))}" href="${h(urls.rss)}">`,
    `<style>${STYLE}</style>`,
  ];
  const upcoming =
    view.upcoming.length > 0
      ? `<ol>${view.upcoming.map((s) => showItem(s, now, words)).join("")}</ol>`
      : `<p>${h(t({ id: "listings.datesPage.noneAnnounced", defaultMessage: "No upcoming shows announced." }))}</p>`;
  const pastShows = t({ id: "listings.datesPage.past", defaultMessage: "Past shows" });
  const past =
    view.past.length > 0
      ? `<section aria-labelledby="past"><h2 id="past">${h(pastShows)}</h2><ol>${view.past.map((s) => showItem(s, now, words)).join("")}</ol></section>`
      : "";
  const body = [
    `<header><h1>${h(title)}</h1><p class="m">${h(t({ id: "listings.datesPage.tourDates", defaultMessage: "Tour dates" }))}</p></header>`,
    `<main><section aria-labelledby="upcoming"><h2 id="upcoming">${h(t({ id: "listings.datesPage.upcoming", defaultMessage: "Upcoming shows" }))}</h2>${upcoming}${pager(view, urls, words)}</section>${past}</main>`,
    `<footer><h2>${h(t({ id: "listings.datesPage.follow", defaultMessage: "Follow the dates" }))}</h2><ul class="feeds">`,
    `<li><a href="${h(urls.calendar)}">${h(t({ id: "listings.datesPage.calendar", defaultMessage: "Add to your calendar (iCal)" }))}</a></li>`,
    `<li><a href="${h(urls.atom)}">${h(t({ id: "listings.datesPage.atom", defaultMessage: "Atom feed" }))}</a></li><li><a href="${h(urls.rss)}">${h(t({ id: "listings.datesPage.rss", defaultMessage: "RSS feed" }))}</a></li></ul></footer>`,
    events.length > 0 ? `<script type="application/ld+json">${jsonForHtml(events)}</script>` : "",
  ];
  return `<!doctype html><html lang="${words.locale}"><head>${head.join("")}</head><body>${body.join("")}</body></html>`;
}
