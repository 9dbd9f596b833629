import crypto from "node:crypto";
import { Hono } from "hono";
import { personName } from "@/domain/account/artist-name";
import type { Locale } from "@/domain/i18n/locales";
import { say } from "@/domain/i18n/words";
import { feedWindow, inFeedWindow } from "@/domain/negotiations/calendar-feed-window";
import type { AppEnv } from "../../context";
import {
  findFeed,
  getFeedToken,
  revokeFeed,
  rotateFeedToken,
} from "../../db/queries/logistics/calendar-feed";
import { listNegotiations } from "../../db/queries/negotiations/list";
import { mailLocale, requestLocale } from "../../i18n/request-locale";
import { translatorFor } from "../../i18n/translator";
import { openLink } from "../../link-tokens";
import { renderCalendarFeed } from "../../reports/calendar-feed";

/**
 * Calendar apps poll the same feed every few minutes and it rarely changes: the ETag is a hash
 * of exactly what goes into the text, so an unchanged feed answers 304 without rendering.
 */
function feedEtag(
  artist: string,
  host: string,
  locale: Locale,
  rows: Parameters<typeof renderCalendarFeed>[1],
) {
  const hash = crypto
    .createHash("sha256")
    .update(JSON.stringify([artist, host, locale, rows]))
    .digest("base64url");
  return `"${hash.slice(0, 27)}"`;
}

const FEED_PREFIX = "/api/feeds/";
const feedPath = (token: string | null) => (token ? `${FEED_PREFIX}${token}.ics` : null);

const FEED_WORDS = {
  gone: {
    id: "feeds.calendar.gone",
    defaultMessage:
      "This calendar feed was turned off: it was replaced, or its owner's role in the workspace changed. Make a new one in Tribe.",
  },
  notFound: { id: "feeds.calendar.notFound", defaultMessage: "Calendar feed not found" },
};

/**
 * /calendar-feed — the signed-in member's own secret iCal address in the workspace: read,
 * regenerate, turn off. Each person has their own (issue 35 §2), made under their own role.
 */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.json({
      path: feedPath(await getFeedToken(c.get("db"), c.get("workspace").id, c.get("user").id)),
    }),
  )
  .post("/", async (c) => {
    const token = await rotateFeedToken(c.get("db"), {
      workspaceId: c.get("workspace").id,
      userId: c.get("user").id,
      role: c.get("workspace").memberRole,
    });
    return c.json({ path: feedPath(token) }, 201);
  })
  .delete("/", async (c) => {
    await revokeFeed(c.get("db"), c.get("workspace").id, c.get("user").id);
    return c.json({ path: null });
  });

/**
 * /api/feeds/{token}.ics — public (calendar apps send no cookie): the token is the only key.
 * An unknown or malformed token is a 404; a retired one (replaced, turned off, its maker's
 * role changed or gone) is 410 Gone, which tells a calendar app to stop asking. Only the
 * window around today is sent (domain/negotiations/calendar-feed-window.ts). Feeds are made
 * by owners and managers only, and carry no money whoever made them (ADR 0019).
 */
export const publicFeedRoutes = new Hono<AppEnv>().get("/:file", async (c) => {
  const file = c.req.param("file");
  const feed = await openLink(c, {
    notFound: say(FEED_WORDS.notFound),
    token: file.endsWith(".ics") ? file.slice(0, -".ics".length) : "",
    find: (token) => findFeed(c.get("db"), token),
    // In its maker's language, as the feed itself is.
    gone: (found) =>
      found.live
        ? undefined
        : translatorFor(mailLocale(found.locale, requestLocale(c))).t(FEED_WORDS.gone),
  });
  const window = feedWindow(new Date());
  const rows = (await listNegotiations(c.get("db"), feed.workspaceId)).filter((n) =>
    inFeedWindow(n, window),
  );
  const artist = personName({ name: feed.name, artistName: feed.name });
  const host = new URL(c.req.url).hostname;
  // Its maker's language (issue 55); one who follows their browser reads the calendar app's
  // Accept-Language, which some send.
  const locale = mailLocale(feed.locale, requestLocale(c));
  const etag = feedEtag(artist, host, locale, rows);
  const headers = {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, max-age=300",
    etag,
    "x-robots-tag": "noindex",
    "referrer-policy": "no-referrer",
    vary: "Accept-Language",
  };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  const text = translatorFor(locale).within(() => renderCalendarFeed(artist, rows, host));
  return c.body(text, 200, headers);
});
