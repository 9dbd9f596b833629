import { type Context, Hono } from "hono";
import type { Locale } from "@/domain/i18n/locales";
import { kindLabel, type NotificationKind } from "@/domain/notifications/kinds";
import type { AppEnv } from "../../context";
import {
  notificationReaderLocale,
  unsubscribe,
  unsubscribeState,
} from "../../db/queries/notifications/settings";
import { mailLocale, requestLocale } from "../../i18n/request-locale";
import { type Translator, translatorFor } from "../../i18n/translator";
import { ApiError } from "../../middleware/errors";
import { readUnsubscribe } from "../../notifications/unsubscribe-token";

/**
 * The unsubscribe page's words (issue 55): in the language the person the mail was for chose,
 * else the visitor's Accept-Language (a link that names no one still here: that one alone).
 */
const WORDS = {
  invalid: {
    id: "mail.unsubscribe.invalid",
    defaultMessage: "This unsubscribe link is not valid. Choose what you hear about in Settings.",
  },
  used: {
    id: "mail.unsubscribe.used",
    defaultMessage:
      "This unsubscribe link was already used. Choose what you hear about in Settings.",
  },
  // Not "used": the link's notification went with its account or workspace (a demo's are
  // deleted with the demo), so there is nothing left to switch off, and no more mail about it.
  gone: {
    id: "mail.unsubscribe.gone",
    defaultMessage:
      "The account or workspace this email was about has been removed, so nothing more is mailed about it. Choose what you hear about in Settings.",
  },
  title: { id: "mail.unsubscribe.title", defaultMessage: "Unsubscribe · Tribe" },
  nothingToStop: { id: "mail.unsubscribe.nothingToStop", defaultMessage: "Nothing to stop" },
  stopDigest: { id: "mail.unsubscribe.stopDigest", defaultMessage: "Stop the daily digest?" },
  stopKind: { id: "mail.unsubscribe.stopKind", defaultMessage: "Stop these emails?" },
  switchesOff: {
    id: "mail.unsubscribe.switchesOff",
    defaultMessage: "One click switches off Tribe's emails about:",
  },
  bellStill: {
    id: "mail.unsubscribe.bellStill",
    defaultMessage: "The bell in Tribe still shows them, and Settings can switch them back on.",
  },
  button: { id: "mail.unsubscribe.button", defaultMessage: "Unsubscribe" },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const page = ({ locale, t }: Translator, body: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t(WORDS.title))}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem"><main>${body}</main></body></html>`;

/** What the button will do, in words: the one kind, or every kind the digest carries. */
function offer(words: Translator, scope: "kind" | "digest", kinds: readonly NotificationKind[]) {
  const labels = words
    .within(() => kinds.map((k) => `<li>${escapeHtml(kindLabel(k))}</li>`))
    .join("");
  const heading = words.t(scope === "digest" ? WORDS.stopDigest : WORDS.stopKind);
  return `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(words.t(WORDS.switchesOff))}</p><ul>${labels}</ul>`;
}

async function tokenOf(c: Context<AppEnv>) {
  const token = c.req.query("token") ?? "";
  const secret = (await c.get("auth").$context).secret;
  const read = readUnsubscribe(secret, token);
  // Names no one: the visitor's language (the error handler's).
  if (!read) throw new ApiError("validation", WORDS.invalid);
  return read;
}

/** The language of the person the token's notification was for, else the visitor's. */
async function readerOf(c: Context<AppEnv>, notificationId: string): Promise<Translator> {
  const chosen = await notificationReaderLocale(c.get("db"), notificationId);
  const locale: Locale = mailLocale(chosen, requestLocale(c));
  return translatorFor(locale);
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
    const words = await readerOf(c, notificationId);
    const now = await unsubscribeState(c.get("db"), notificationId, scope);
    c.header("vary", "Accept-Language");
    if (now.state !== "open") {
      const message = words.t(now.state === "gone" ? WORDS.gone : WORDS.used);
      const heading = words.t(WORDS.nothingToStop);
      return c.html(
        page(words, `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>`),
        410,
      );
    }
    const action = `?token=${encodeURIComponent(token)}`;
    return c.html(
      page(
        words,
        `${offer(words, scope, now.kinds)}<p>${escapeHtml(words.t(WORDS.bellStill))}</p>` +
          `<form method="post" action="${escapeHtml(action)}">` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${escapeHtml(words.t(WORDS.button))}</button></form>`,
      ),
    );
  })
  .post("/", async (c) => {
    const { notificationId, scope } = await tokenOf(c);
    const words = await readerOf(c, notificationId);
    const done = await unsubscribe(c.get("db"), notificationId, scope);
    // Written in the reader's language here: the error handler keeps a message it does not know.
    if (done.state === "gone") throw new ApiError("gone", words.t(WORDS.gone));
    if (done.state === "used") throw new ApiError("gone", words.t(WORDS.used));
    return c.json({ unsubscribed: done.kinds });
  });
