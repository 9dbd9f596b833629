import type { Locale } from "./locales";

/**
 * The locale dates, times, numbers and money are written in (issue 55 item 4): "1.234,56 €"
 * in German. The browser has one person, so the client sets it when it changes language
 * (client/i18n/t.ts switchMessages). The server serves many at once: a PDF or an email made
 * for one person is written inside `withFormatLocale`, which holds only for the synchronous
 * work it wraps, so no other request's document can read it. English until set.
 */
let current: Locale = "en";

/** @public */
export const formatLocale = (): Locale => current;

export function setFormatLocale(locale: Locale) {
  current = locale;
}

/** Runs `write` (synchronous: nothing else runs meanwhile) with `locale`'s formats. */
/** @public */
export function withFormatLocale<T>(locale: Locale, write: () => T): T {
  const before = current;
  current = locale;
  try {
    return write();
  } finally {
    current = before;
  }
}
