import type { Context } from "hono";
import type { Locale } from "@/domain/i18n/locales";
import { escapeHtml } from "@/domain/mail/quoting";
import type { AppEnv } from "../context";
import { requestLocale } from "../i18n/request-locale";
import { translatorFor } from "../i18n/translator";

/** The page in one language, written once: it never changes. */
const written = new Map<Locale, string>();

function notFoundHtml(locale: Locale): string {
  let html = written.get(locale);
  if (html === undefined) {
    const { t } = translatorFor(locale);
    const title = escapeHtml(
      t({ id: "listings.datesNotFound.title", defaultMessage: "No dates here" }),
    );
    html = [
      "<!doctype html>",
      `<html lang="${locale}">`,
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="robots" content="noindex">',
      `<title>${title}</title>`,
      "<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem}</style>",
      `<h1>${title}</h1>`,
      `<p>${escapeHtml(
        t({
          id: "listings.datesNotFound.text",
          defaultMessage: "There is no tour dates page at this address.",
        }),
      )}</p>`,
      "",
    ].join("\n");
    written.set(locale, html);
  }
  return html;
}

/**
 * The one answer for a dates address with no page behind it: unknown, turned off or malformed
 * alike, and the same for the page and every feed, so nothing tells whether an act was ever
 * there. In the visitor's language (Accept-Language: a fan has no session here). Not cached:
 * a page turned on a moment later must show at once.
 */
export function notFoundPage(c: Context): Response {
  return c.body(notFoundHtml(requestLocale(c as Context<AppEnv>)), 404, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    vary: "Accept-Language",
  });
}
