import { formatCalendarDate } from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import type { EmbedTheme } from "@/domain/listings/embed-theme";
import { datesPagePath, publicLink, showAnchor } from "@/domain/listings/public-links";
import type { PublicShow } from "@/domain/listings/public-show";
import { showPlace } from "@/domain/listings/show-text";
import { type Translator, translatorFor } from "../i18n/translator";
import type { DatesFeedSource } from "./dates-feed-source";
import { DATES_WORDS } from "./dates-words";
import { xmlText as h } from "./xml-text";

/** The iframe lists the next shows; the page, one link away, has the rest. */
export const EMBED_SHOWS = 50;

/**
 * The CSS of the list: the host's colours and font when given (embed-theme.ts has let through
 * only hex colours and plain family names), else none of its own: the text in the browser's
 * default colour on a transparent background, so the host page shows through.
 */
function css(theme: EmbedTheme): string {
  const root = [
    `font:15px/1.45 ${theme.font ?? "system-ui, sans-serif"}`,
    theme.color ? `color:${theme.color}` : "",
    `background:${theme.background ?? "transparent"}`,
  ].filter(Boolean);
  return [
    `html{${root.join(";")}}`,
    "body{margin:0;padding:.5rem}",
    "ul{list-style:none;margin:0;padding:0}",
    "li{display:flex;flex-wrap:wrap;gap:.15rem 1rem;padding:.6rem 0;border-bottom:1px solid color-mix(in srgb,currentColor 20%,transparent)}",
    "time{font-weight:600;min-width:7.5rem}",
    ".v{flex:1 1 12rem}",
    ".off .v,.off time{text-decoration:line-through}",
    `a{color:${theme.accent ?? "inherit"}}`,
    "p{margin:.75rem 0 0}",
  ].join("");
}

function item(show: PublicShow, page: string, { t, locale }: Translator): string {
  const cancelled = show.status === "cancelled";
  const tickets = publicLink(show.ticketUrl);
  const status = cancelled
    ? `<strong>${h(t(DATES_WORDS.cancelled))}</strong>`
    : show.soldOut
      ? `<span>${h(t(DATES_WORDS.soldOut))}</span>`
      : tickets
        ? `<a href="${h(tickets)}" rel="noopener">${h(t(DATES_WORDS.tickets))}</a>`
        : "";
  const moved = show.previousDate
    ? `<span>${h(t(DATES_WORDS.movedFrom, { date: formatCalendarDate(show.previousDate) }))}</span>`
    : "";
  const name = show.eventName ? ` · ${h(show.eventName)}` : "";
  const support = show.supportActs.length
    ? ` ${h(t(DATES_WORDS.with, { acts: show.supportActs.join(", ") }))}`
    : "";
  const place = showPlace(show, locale);
  return [
    `<li${cancelled ? ' class="off"' : ""}>`,
    `<time datetime="${show.date}">${h(formatCalendarDate(show.date))}</time>`,
    `<span class="v"><a href="${h(`${page}#${showAnchor(show.id)}`)}" rel="noopener">`,
    `${h(show.venue.name)}</a>${name}${place ? `, ${h(place)}` : ""}${support}</span>`,
    moved,
    status,
    "</li>",
  ].join("");
}

/**
 * The act's upcoming shows as a small page for an iframe (`/dates/<slug>/embed`): no script,
 * its CSS inline, every link opening outside the frame. In the visitor's language (issue 55),
 * dates in its format; English unless given.
 */
export function renderDatesEmbed(
  source: DatesFeedSource,
  theme: EmbedTheme,
  locale: Locale = "en",
): string {
  return withFormatLocale(locale, () => writeEmbed(source, theme, translatorFor(locale)));
}

function writeEmbed(source: DatesFeedSource, theme: EmbedTheme, words: Translator): string {
  const { t } = words;
  const page = `${source.origin}${datesPagePath(source.slug)}`;
  const shows = source.dates.upcoming.slice(0, EMBED_SHOWS);
  const list = shows.length
    ? `<ul>${shows.map((s) => item(s, page, words)).join("")}</ul>`
    : `<p>${h(t(DATES_WORDS.noneAhead))}</p>`;
  const title = t(DATES_WORDS.upcomingOf, { title: source.title });
  const all = t(
    { id: "listings.embed.allDates", defaultMessage: "All dates of {title}" },
    { title: source.title },
  );
  return [
    "<!doctype html>",
    `<html lang="${words.locale}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${h(title)}</title>`,
    '<base target="_blank">',
    `<style>${css(theme)}</style>`,
    list,
    `<p><a href="${h(page)}" rel="noopener">${h(all)}</a></p>`,
    "",
  ].join("\n");
}
