import { IntlMessageFormat } from "intl-messageformat";
import { INTL_LOCALE, type Locale } from "./locales";

/**
 * The one formatter of messages, for the client and the server alike (issue 55, ADR 0035): a
 * message is `{ id, defaultMessage }`, the English in the code; another language's text is
 * its catalogue's entry for the id, else the English. ICU message format through FormatJS's
 * intl-messageformat (its core: the client ships it alone, not react-intl's formatters).
 */
export interface Message {
  id: string;
  defaultMessage: string;
  /** For translators: where and how the message is used. */
  description?: string;
}

type Values = Record<string, unknown>;

/** Text with none of ICU's syntax reads as it is: most messages, so most need no parsing. */
const PLAIN = /^[^{}<>']*$/;

export interface MessageFormatter {
  readonly locale: Locale;
  /** The message's text in this language, its {placeholders} filled and tags applied. */
  format(message: Message, values?: Values): string | unknown[];
}

export function messageFormatter(
  locale: Locale,
  catalogue: Readonly<Record<string, string>>,
): MessageFormatter {
  const compiled = new Map<string, IntlMessageFormat>();
  return {
    locale,
    format(message, values) {
      const text = catalogue[message.id] ?? message.defaultMessage;
      if (PLAIN.test(text)) return text;
      let format = compiled.get(text);
      if (!format) {
        format = new IntlMessageFormat(text, INTL_LOCALE[locale]);
        compiled.set(text, format);
      }
      return format.format(values as Record<string, never>) as string | unknown[];
    },
  };
}
