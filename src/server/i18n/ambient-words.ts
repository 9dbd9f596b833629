import { AsyncLocalStorage } from "node:async_hooks";
import { createMiddleware } from "hono/factory";
import { setAmbientFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { setAmbientWords } from "@/domain/i18n/words";
import type { AppEnv } from "../context";
import { type LocaleSource, requestLocale } from "./request-locale";
import { translatorFor } from "./translator";

/**
 * The domain's own words (`say`: zod's refusals, a rule's suggestion, a road line's
 * description) and its dates, numbers and money (`formatLocale`) in the language of the
 * request they answer (issue 55, ADR 0035), with no translator handed down through every
 * query: the request is kept in an AsyncLocalStorage for its whole (asynchronous) life. Read
 * when a word is written, so the person's choice counts once the session middleware has read
 * it, and Accept-Language before. Outside a request (a timer's mail) they are English unless
 * `withWords` says otherwise; work whose words are stored for everyone (the demo's seed) runs
 * `inEnglish`.
 */
const requests = new AsyncLocalStorage<LocaleSource | Locale>();

/** The request's locale, read again only once its session's person is known. */
const known = new WeakMap<LocaleSource, { user: unknown; locale: Locale }>();
function localeNow(): Locale | undefined {
  const source = requests.getStore();
  if (source === undefined || typeof source === "string") return source;
  const seen = known.get(source);
  if (seen && seen.user === source.get("user")) return seen.locale;
  const locale = requestLocale(source);
  known.set(source, { user: source.get("user"), locale });
  return locale;
}

setAmbientWords(() => {
  const locale = localeNow();
  return locale && translatorFor(locale).formatter;
});
setAmbientFormatLocale(localeNow);

export const wordsOfRequest = createMiddleware<AppEnv>(async (c, next) => requests.run(c, next));

/** Runs `work` (asynchronous too) in English words and formats, whoever's request it serves. */
export const inEnglish = <T>(work: () => Promise<T>): Promise<T> => requests.run("en", work);
