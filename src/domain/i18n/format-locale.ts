import type { Locale } from "./locales";

/**
 * The locale dates, times, numbers and money are written in (issue 55 item 4): "1.234,56 €"
 * in German. The browser has one person, so the client sets it when it changes language
 * (client/i18n/t.ts switchMessages). The server serves many at once: it answers each request
 * in its reader's formats through `setAmbientFormatLocale` (the request's AsyncLocalStorage,
 * server/i18n/ambient-words.ts), as it does the reader's words, and writes a PDF or an email
 * for someone else inside `withFormatLocale`, which holds only for the synchronous work it
 * wraps and wins over the request's. English until set.
 */
let current: Locale = "en";
/** Set by `withFormatLocale` for the synchronous work it wraps. */
let wrapped: Locale | undefined;
/** The server's: the locale of the request being answered, if any. */
let ambient: () => Locale | undefined = () => undefined;

/** @public */
export const formatLocale = (): Locale => wrapped ?? ambient() ?? current;

export function setFormatLocale(locale: Locale) {
  current = locale;
}

/** The server's: where the locale of the request being answered is found. */
export function setAmbientFormatLocale(source: () => Locale | undefined) {
  ambient = source;
}

/** Runs `write` (synchronous: nothing else runs meanwhile) with `locale`'s formats. */
/** @public */
export function withFormatLocale<T>(locale: Locale, write: () => T): T {
  const before = wrapped;
  wrapped = locale;
  try {
    return write();
  } finally {
    wrapped = before;
  }
}
