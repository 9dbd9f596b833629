import { type Context, Hono } from "hono";
import { PAST_SHOWN, pageCount, pageNumber } from "@/domain/listings/paging";
import { slugProblem } from "@/domain/listings/slug";
import type { AppEnv } from "../../context";
import { requestLocale } from "../../i18n/request-locale";
import { sendDatesOutput } from "../../public-dates-cache";
import { notFoundPage } from "../../reports/dates-not-found";
import { datesPage, datesUrls } from "../../reports/dates-page";

/**
 * The site's address for the page's links and JSON-LD: the public URL (BETTER_AUTH_URL) when
 * configured, else the address the request came to. Outputs are kept per origin (below), so
 * a forged Host header never changes what others are sent.
 */
const originOf = (c: Context<AppEnv>) => new URL(c.get("auth").options.baseURL || c.req.url).origin;

/** The act's snapshot; null for a malformed or reserved slug (no page can have one), unknown, or off. */
function snapshotOf(c: Context<AppEnv>, slug: string) {
  if (slugProblem(slug) !== null) return null;
  return c.get("publicDates").get(c.get("db"), slug);
}

/**
 * The act's dates page (server-rendered, JSON-LD per show, paged) and its JSON, which the
 * widget reads. Each output is rendered once per snapshot and sent with its ETag; the page
 * once per language too, the visitor's (Accept-Language: a fan has no session here, issue 55).
 */
export const publicPageRoutes = new Hono<AppEnv>()
  .get("/:slug", async (c) => {
    const page = pageNumber(c.req.query("page"));
    const snapshot = page === null ? null : await snapshotOf(c, c.req.param("slug"));
    if (page === null || !snapshot || page > pageCount(snapshot.dates)) return notFoundPage(c);
    const baseUrl = originOf(c);
    const locale = requestLocale(c);
    const out = snapshot.output(`page:${page}:${locale}:${baseUrl}`, () =>
      datesPage({
        title: snapshot.title,
        slug: snapshot.slug,
        baseUrl,
        dates: snapshot.dates,
        page,
        now: new Date(),
        locale,
      }),
    );
    return sendDatesOutput(c, out, "text/html; charset=utf-8", true);
  })
  // Every upcoming show, and the latest past ones as the page has them.
  .get("/:slug/shows.json", async (c) => {
    const snapshot = await snapshotOf(c, c.req.param("slug"));
    if (!snapshot) return notFoundPage(c);
    const baseUrl = originOf(c);
    const out = snapshot.output(`shows.json:${baseUrl}`, () =>
      JSON.stringify({
        title: snapshot.title,
        url: datesUrls(baseUrl, snapshot.slug).act,
        upcoming: snapshot.dates.upcoming,
        past: snapshot.dates.past.slice(0, PAST_SHOWN),
      }),
    );
    return sendDatesOutput(c, out, "application/json; charset=utf-8");
  });
