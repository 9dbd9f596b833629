import type { Locale } from "../i18n/locales";
import { messageFormatter } from "../i18n/messages";

/**
 * The words a mail is written with (issue 55, ADR 0035): a message `{ id, defaultMessage }`
 * with the English in the code, in the recipient's language. The server passes its translator
 * (server/i18n/translator.ts, which is one of these); English, the default, needs no catalogue.
 */
export interface MailMessage {
  id: string;
  defaultMessage: string;
}
type Values = Record<string, string | number | Date | null | undefined>;

export interface MailWords {
  locale: Locale;
  t(message: MailMessage, values?: Values): string;
}

// English is the code's own: it has no catalogue.
const english = messageFormatter("en", {});

/** English, as the code writes it. */
export const ENGLISH_WORDS: MailWords = {
  locale: "en",
  t: (message, values) => {
    const text = english.format(message, values);
    return typeof text === "string" ? text : text.join("");
  },
};
