import { isLocale, type Locale } from "./locales";

/**
 * The language a person chose, remembered on the device (issue 55): localStorage's
 * `tribe_locale` for the client, and this cookie of the same name so the server can send the
 * pre-rendered landing page and /auth in it from the first byte (server/page-locale.ts).
 * Written where the choice is (client/i18n/person-locale.ts); none means "as my browser".
 */
export const LOCALE_COOKIE = "tribe_locale";

const YEAR_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps `locale` for a year, or forgets it (null). */
export function localeCookie(locale: Locale | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return locale
    ? `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_S}${attributes}`
    : `${LOCALE_COOKIE}=; Max-Age=0${attributes}`;
}

const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The language a request's Cookie header remembers, if it names one Tribe speaks. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  const value = cookieHeader ? COOKIE.exec(cookieHeader)?.[1]?.trim() : undefined;
  return isLocale(value) ? value : null;
}
