import type { Context } from "hono";
import { cookieLocale } from "@/domain/i18n/locale-cookie";
import {
  acceptedLanguages,
  isLocale,
  LOCALES,
  type Locale,
  personLocale,
} from "@/domain/i18n/locales";
import type { AppEnv } from "./context";
import { sessionToken } from "./session-cache";

/**
 * The pages the build renders once per language (scripts/prerender.tsx): the landing page and
 * /auth's two tabs. English keeps the file's own name; another language adds its code
 * (auth.html → auth.de.html).
 */
const IN_EVERY_LANGUAGE = new Set(["index.html", "auth.html", "auth-sign-up.html"]);

export const speaksEveryLanguage = (page: string) => IN_EVERY_LANGUAGE.has(page);

export function pageIn(page: string, locale: Locale): string {
  if (locale === "en" || !speaksEveryLanguage(page)) return page;
  return page.replace(/\.html$/, `.${locale}.html`);
}

/** Every file the build writes for the pages rendered per language. */
export const everyLanguagesPages = () =>
  [...IN_EVERY_LANGUAGE].flatMap((page) => LOCALES.map((locale) => pageIn(page, locale)));

/**
 * The language a pre-rendered page is sent in (issue 55, ADR 0035): the device's remembered
 * choice (the tribe_locale cookie), else the signed-in person's choice when this process
 * already holds their session (session-cache.ts: a public page asks the database nothing),
 * else the browser's Accept-Language, else English. The client speaks the same, from
 * localStorage and navigator.languages, so it hydrates the page rather than drawing it again.
 */
export function pageLocale(c: Context<AppEnv>): Locale {
  const cookie = c.req.header("cookie");
  const remembered = cookieLocale(cookie);
  if (remembered) return remembered;
  const token = sessionToken(cookie);
  // Unset when the site is served without the app around it (its tests).
  const sessions = c.get("sessions") as AppEnv["Variables"]["sessions"] | undefined;
  const chosen = token ? sessions?.get(token)?.user.locale : undefined;
  return personLocale(
    isLocale(chosen) ? chosen : null,
    acceptedLanguages(c.req.header("accept-language")),
  );
}
