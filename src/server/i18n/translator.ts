import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
} from "@formatjs/intl";
import { messages as de } from "@/domain/i18n/de";
import { messages as es } from "@/domain/i18n/es";
import { INTL_LOCALE, type Locale } from "@/domain/i18n/locales";

/**
 * The server's words in a person's language (issue 55, ADR 0035): mail, notifications, PDFs
 * and errors use the same messages and catalogues as the client, `{ id, defaultMessage }`
 * with the English in the code. Made once per language; a translator is safe to share
 * between requests (it keeps no request's state).
 */
/** @public */
export type Message = MessageDescriptor & { id: string; defaultMessage: string };
/** @public */
export type Values = Record<string, string | number | Date | null | undefined>;

export interface Translator {
  locale: Locale;
  t(message: Message, values?: Values): string;
}

const catalogues: Record<Locale, Record<string, string>> = { en: {}, es, de };
const cache = createIntlCache();
const made = new Map<Locale, Translator>();

function make(locale: Locale): Translator {
  const intl: IntlShape<string> = createIntl(
    {
      locale: INTL_LOCALE[locale],
      defaultLocale: "en-US",
      messages: catalogues[locale],
      onError: (error) => {
        // English is the code's own; the catalogue test keeps the others complete.
        if (error.code !== "MISSING_TRANSLATION") throw error;
      },
    },
    cache,
  );
  return { locale, t: (message, values) => intl.formatMessage(message, values) };
}

export function translatorFor(locale: Locale): Translator {
  let translator = made.get(locale);
  if (!translator) {
    translator = make(locale);
    made.set(locale, translator);
  }
  return translator;
}
