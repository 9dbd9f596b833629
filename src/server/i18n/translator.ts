import { messages as de } from "@/domain/i18n/catalogue-de";
import { messages as es } from "@/domain/i18n/catalogue-es";
import type { Locale } from "@/domain/i18n/locales";
import { type Message, type MessageFormatter, messageFormatter } from "@/domain/i18n/messages";
import { withWords } from "@/domain/i18n/words";

/**
 * The server's words in a person's language (issue 55, ADR 0035): mail, notifications, PDFs
 * and errors use the same messages, catalogues and formatter as the client, `{ id,
 * defaultMessage }` with the English in the code. Made once per language; a translator keeps
 * no request's state, so requests share it.
 */
/** @public */
export type { Message };
/** @public */
export type Values = Record<string, string | number | null | undefined>;

export interface Translator {
  locale: Locale;
  t(message: Message, values?: Values): string;
  /**
   * Runs `write` (synchronous) with the domain's own words (`say`: validation messages,
   * relative times, suggestions) and its dates and money in this language.
   */
  within<T>(write: () => T): T;
  /** The formatter itself: what `say` writes with while a request in this language is answered. */
  formatter: MessageFormatter;
}

const catalogues: Record<Locale, Record<string, string>> = { en: {}, es, de };
const made = new Map<Locale, Translator>();

export function translatorFor(locale: Locale): Translator {
  let translator = made.get(locale);
  if (!translator) {
    const formatter: MessageFormatter = messageFormatter(locale, catalogues[locale]);
    translator = {
      locale,
      formatter,
      within: (write) => withWords(formatter, write),
      t: (message, values) => {
        const text = formatter.format(message, values);
        return typeof text === "string" ? text : text.join("");
      },
    };
    made.set(locale, translator);
  }
  return translator;
}
