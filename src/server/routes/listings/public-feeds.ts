import { type Context, Hono } from "hono";
import { embedTheme } from "@/domain/listings/embed-theme";
import { slugProblem } from "@/domain/listings/slug";
import type { AppEnv } from "../../context";
import { requestLocale } from "../../i18n/request-locale";
import { type DatesSnapshot, sendDatesOutput } from "../../public-dates-cache";
import { renderDatesCalendar } from "../../reports/dates-calendar";
import { renderDatesEmbed } from "../../reports/dates-embed";
import { renderDatesAtom, renderDatesRss } from "../../reports/dates-feed";
import type { DatesFeedSource } from "../../reports/dates-feed-source";
import { notFoundPage } from "../../reports/dates-not-found";
import { widgetScript } from "../../reports/dates-widget-script";

type Render = (source: DatesFeedSource) => string;

/** The public URL (BETTER_AUTH_URL) when configured, else the address the request came to. */
const originOf = (c: Context<AppEnv>) => new URL(c.get("auth").options.baseURL || c.req.url).origin;

/**
 * One output of the act's snapshot: 404 (the page's own) for an address with no page on, the
 * rendered text otherwise, once per snapshot. The origin is part of the output's key: with no
 * public URL configured a request's Host header writes the links, and one request must not
 * write another's. Every output is in its visitor's language (issue 55): the language is part
 * of its key and the answer varies with it, so no reader gets the words and dates of whoever
 * asked first (ADR 0035).
 */
async function answer(c: Context<AppEnv>, key: string, type: string, render: Render) {
  const slug = c.req.param("slug") ?? "";
  // A malformed address cannot have a page: answered without asking the database.
  const snapshot: DatesSnapshot | null =
    slugProblem(slug) === "malformed" ? null : await c.get("publicDates").get(c.get("db"), slug);
  if (!snapshot) return notFoundPage(c);
  const origin = originOf(c);
  const source = { title: snapshot.title, slug: snapshot.slug, dates: snapshot.dates, origin };
  return sendDatesOutput(
    c,
    snapshot.output(`${key} ${origin}`, () => render(source)),
    type,
    true,
  );
}

/**
 * The page's feeds and its widget: iCal, Atom and RSS, the iframe and the script, each in the
 * visitor's language (a calendar app and a feed reader send their Accept-Language).
 */
export const publicFeedRoutes = new Hono<AppEnv>()
  .get("/:slug/calendar.ics", (c) => {
    const locale = requestLocale(c);
    return answer(c, `calendar.ics ${locale}`, "text/calendar; charset=utf-8", (source) =>
      renderDatesCalendar(source, locale),
    );
  })
  .get("/:slug/feed.atom", (c) => {
    const locale = requestLocale(c);
    return answer(c, `feed.atom ${locale}`, "application/atom+xml; charset=utf-8", (source) =>
      renderDatesAtom(source, new Date(), locale),
    );
  })
  .get("/:slug/feed.rss", (c) => {
    const locale = requestLocale(c);
    return answer(c, `feed.rss ${locale}`, "application/rss+xml; charset=utf-8", (source) =>
      renderDatesRss(source, new Date(), locale),
    );
  })
  .get("/:slug/embed", (c) => {
    // Only hex colours and plain family names survive (embed-theme.ts); the theme is part of
    // the key, so each host's colours are rendered once.
    const theme = embedTheme(c.req.query());
    const locale = requestLocale(c);
    return answer(
      c,
      `embed ${locale} ${JSON.stringify(theme)}`,
      "text/html; charset=utf-8",
      (source) => renderDatesEmbed(source, theme, locale),
    );
  })
  .get("/:slug/widget.js", (c) => {
    const locale = requestLocale(c);
    return answer(c, `widget.js ${locale}`, "text/javascript; charset=utf-8", () =>
      widgetScript(locale),
    );
  });
