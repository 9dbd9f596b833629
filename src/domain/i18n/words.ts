import { setFormatLocale, withFormatLocale } from "./format-locale";
import { type Message, type MessageFormatter, messageFormatter } from "./messages";

/**
 * The words `src/domain` writes itself (issue 55, ADR 0035): a validation message, a relative
 * time, a rule's suggestion. The domain cannot import the client's `t` nor the server's
 * translator, so the language they speak in is held here, as `format-locale.ts` holds the
 * locale of dates and money: the client sets it when it changes language (client/i18n/t.ts),
 * the server answers each request in its reader's language through `setAmbientWords` (an
 * AsyncLocalStorage of the request, server/i18n/ambient-words.ts), and writes one person's
 * document or mail inside `withWords`, which holds only for the synchronous work it wraps and
 * wins over the request's. English until set.
 */
type Values = Record<string, string | number | null | undefined>;

let current: MessageFormatter = messageFormatter("en", {});
/** Set by `withWords` for the synchronous work it wraps. */
let wrapped: MessageFormatter | undefined;
/** The server's: the language of the request being answered, if any. */
let ambient: () => MessageFormatter | undefined = () => undefined;

/** The formatter words are written with now (the client's tags need it). */
export const currentWords = (): MessageFormatter => wrapped ?? ambient() ?? current;

/** A message in the current language, its {placeholders} filled. */
export function say(message: Message, values?: Values): string {
  const text = currentWords().format(message, values);
  return typeof text === "string" ? text : text.join("");
}

/** The server's: where the language of the request being answered is found. */
export function setAmbientWords(source: () => MessageFormatter | undefined) {
  ambient = source;
}

/** From now on (the browser: one person). Dates and money follow the same locale. */
export function setWords(formatter: MessageFormatter) {
  current = formatter;
  setFormatLocale(formatter.locale);
}

/** Runs `write` (synchronous: nothing else runs meanwhile) in `formatter`'s language and formats. */
export function withWords<T>(formatter: MessageFormatter, write: () => T): T {
  const before = wrapped;
  wrapped = formatter;
  try {
    return withFormatLocale(formatter.locale, write);
  } finally {
    wrapped = before;
  }
}

let english: MessageFormatter | undefined;

/**
 * Runs `write` (synchronous) in English words and formats, whoever reads: a file whose format
 * is English (a CSV's columns and notes, a listings site's upload).
 */
export function inEnglishWords<T>(write: () => T): T {
  english ??= messageFormatter("en", {});
  return withWords(english, write);
}
