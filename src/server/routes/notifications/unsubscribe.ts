import { Hono } from "hono";
import { kindLabel, type NotificationKind } from "@/domain/notifications/kinds";
import type { AppEnv } from "../../context";
import { unsubscribe, unsubscribeState } from "../../db/queries/notifications/settings";
import { ApiError } from "../../middleware/errors";
import { readUnsubscribe } from "../../notifications/unsubscribe-token";

const UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Choose what you hear about in Settings.";
const UNSUBSCRIBE_USED =
  "This unsubscribe link was already used. Choose what you hear about in Settings.";
// Not "used": the link's notification went with its account or workspace (a demo's are
// deleted with the demo), so there is nothing left to switch off, and no more mail about it.
const UNSUBSCRIBE_GONE =
  "The account or workspace this email was about has been removed, so nothing more is mailed about it. Choose what you hear about in Settings.";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe · Tribe</title></head>` +
  `<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem"><main>${body}</main></body></html>`;

/** What the button will do, in words: the one kind, or every kind the digest carries. */
function offer(scope: "kind" | "digest", kinds: readonly NotificationKind[]) {
  const labels = kinds.map((k) => `<li>${escapeHtml(kindLabel(k))}</li>`).join("");
  return scope === "digest"
    ? `<h1>Stop the daily digest?</h1><p>One click switches off Tribe's emails about:</p><ul>${labels}</ul>`
    : `<h1>Stop these emails?</h1><p>One click switches off Tribe's emails about:</p><ul>${labels}</ul>`;
}

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
    const { notificationId, scope } = await tokenOf(c);
    const now = await unsubscribeState(c.var.db, notificationId, scope);
    if (now.state !== "open") {
      const message = now.state === "gone" ? UNSUBSCRIBE_GONE : UNSUBSCRIBE_USED;
      return c.html(page(`<h1>Nothing to stop</h1><p>${escapeHtml(message)}</p>`), 410);
    }
    const action = `?token=${encodeURIComponent(token)}`;
    return c.html(
      page(
        `${offer(scope, now.kinds)}<p>The bell in Tribe still shows them, and Settings can switch them back on.</p>` +
          `<form method="post" action="${escapeHtml(action)}">` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Unsubscribe</button></form>`,
      ),
    );
  })
  .post("/", async (c) => {
    const { notificationId, scope } = await tokenOf(c);
    const done = await unsubscribe(c.var.db, notificationId, scope);
    if (done.state === "gone") throw new ApiError("gone", UNSUBSCRIBE_GONE);
    if (done.state === "used") throw new ApiError("gone", UNSUBSCRIBE_USED);
    return c.json({ unsubscribed: done.kinds });
  });
