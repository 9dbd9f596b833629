import { acceptedLanguages, isLocale, type Locale, personLocale } from "@/domain/i18n/locales";
import { type Translator, translatorFor } from "./translator";

/**
 * What a request's language is read from: its session's person and its headers. Not the
 * app's Context type, which would tie this to the auth setup that itself reads languages
 * (auth → password reset → here).
 */
export interface LocaleSource {
  get(key: "user"): unknown;
  req: { header(name: string): string | undefined };
}

/**
 * The language a request is answered in (issue 55, ADR 0035): the signed-in person's choice
 * (user.locale, read with the session: middleware/session.ts sets `c.get("user")` from the
 * session cache, so this costs no query), else the browser's Accept-Language, else English.
 * A request before the session is read (sign-in, a public page) or without one goes by
 * Accept-Language alone.
 */
export function requestLocale(c: LocaleSource): Locale {
  // c.get("user") is unset before the session middleware (and on public routes).
  const chosen = (c.get("user") as { locale?: string | null } | undefined)?.locale;
  return personLocale(
    isLocale(chosen) ? chosen : null,
    acceptedLanguages(c.req.header("accept-language")),
  );
}

/** The request's translator: `requestTranslator(c).t({ id, defaultMessage })`. */
export const requestTranslator = (c: LocaleSource): Translator => translatorFor(requestLocale(c));

/**
 * The language a mail is written in: its recipient's. A recipient with an account reads the
 * language they chose in Settings (`recipientLocale`, from user.locale). A recipient with no
 * account, or who chose none (null: "follow my browser", which a mail cannot ask), reads
 * the language of the request that sends it: the sender's, since an invitation to a new
 * address is most likely to someone who shares the sender's language. Mail sent with no
 * request (the notifier's timer) falls back to English.
 */
export function mailLocale(
  recipientLocale: string | null | undefined,
  senderLocale: Locale = "en",
): Locale {
  return isLocale(recipientLocale) ? recipientLocale : senderLocale;
}
