import crypto from "node:crypto";
import { Hono } from "hono";
import { personName } from "@/domain/account/artist-name";
import type { AppEnv } from "../../context";
import {
  findFeedOwner,
  getFeedToken,
  revokeFeed,
  rotateFeedToken,
} from "../../db/queries/logistics/calendar-feed";
import { listNegotiations } from "../../db/queries/negotiations/list";
import { notFound } from "../../middleware/errors";
import { renderCalendarFeed } from "../../reports/calendar-feed";

/**
 * Calendar apps poll the same feed every few minutes and it rarely changes: the ETag is a hash
 * of exactly what goes into the text, so an unchanged feed answers 304 without rendering.
 */
function feedEtag(artist: string, host: string, rows: Parameters<typeof renderCalendarFeed>[1]) {
  const hash = crypto
    .createHash("sha256")
    .update(JSON.stringify([artist, host, rows]))
    .digest("base64url");
  return `"${hash.slice(0, 27)}"`;
}

const FEED_PREFIX = "/api/feeds/";
const feedPath = (token: string | null) => (token ? `${FEED_PREFIX}${token}.ics` : null);

/** /calendar-feed — the signed-in account's secret iCal address: read, regenerate, revoke. */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.json({ path: feedPath(await getFeedToken(c.var.db, c.var.workspace.id)) }),
  )
  .post("/", async (c) => {
    const token = await rotateFeedToken(c.var.db, c.var.workspace.id);
    return c.json({ path: feedPath(token) }, 201);
  })
  .delete("/", async (c) => {
    await revokeFeed(c.var.db, c.var.workspace.id);
    return c.json({ path: null });
  });

/**
 * /api/feeds/{token}.ics — public (calendar apps send no cookie): the token is the only key.
 * An unknown, revoked or malformed token is a 404, whatever the reason.
 */
export const publicFeedRoutes = new Hono<AppEnv>().get("/:file", async (c) => {
  const file = c.req.param("file");
  const owner = file.endsWith(".ics")
    ? await findFeedOwner(c.var.db, file.slice(0, -".ics".length))
    : undefined;
  if (!owner) throw notFound("Calendar feed not found");
  const rows = await listNegotiations(c.var.db, owner.workspaceId);
  const artist = personName(owner);
  const host = new URL(c.req.url).hostname;
  const etag = feedEtag(artist, host, rows);
  const headers = {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, max-age=300",
    etag,
    "x-robots-tag": "noindex",
    "referrer-policy": "no-referrer",
  };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  return c.body(renderCalendarFeed(artist, rows, host), 200, headers);
});
