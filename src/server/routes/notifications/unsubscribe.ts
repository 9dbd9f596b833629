import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { unsubscribe } from "../../db/queries/notifications/settings";
import { ApiError } from "../../middleware/errors";
import { readUnsubscribe } from "../../notifications/unsubscribe-token";

const UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Choose what you hear about in Settings.";
const UNSUBSCRIBE_USED =
  "This unsubscribe link was already used. Choose what you hear about in Settings.";

async function tokenOf(c: {
  req: { query(name: string): string | undefined };
  var: AppEnv["Variables"];
}) {
  const token = c.req.query("token") ?? "";
  const secret = (await c.var.auth.$context).secret;
  const read = readUnsubscribe(secret, token);
  if (!read) throw new ApiError("validation", UNSUBSCRIBE_INVALID);
  return read;
}

/**
 * One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the
 * link without a session or our Origin, so app.ts mounts this before the CSRF check; the
 * signed, single-use token is the key. A GET (a person opening the link, or a scanner
 * fetching it) changes nothing and answers a page with the button.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const token = c.req.query("token") ?? "";
    await tokenOf(c);
    const action = `?token=${encodeURIComponent(token)}`;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribe · Tribe</title></head>` +
        `<body><main><h1>Stop these emails?</h1><form method="post" action="${action}">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">Unsubscribe</button></form></main></body></html>`,
    );
  })
  .post("/", async (c) => {
    const { notificationId, scope } = await tokenOf(c);
    const done = await unsubscribe(c.var.db, notificationId, scope);
    if (!done) throw new ApiError("gone", UNSUBSCRIBE_USED);
    return c.json({ unsubscribed: done.kinds });
  });
