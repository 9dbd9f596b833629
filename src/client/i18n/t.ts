import type { ReactNode } from "react";
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from "react-intl";
import { setFormatLocale } from "@/domain/i18n/format-locale";
import { INTL_LOCALE, type Locale } from "@/domain/i18n/locales";

/**
 * The one way the client writes words (issue 55, ADR 0035): `t({ id, defaultMessage }, values)`
 * with the English message where it is used and an ICU message in each other language's
 * catalogue (src/domain/i18n/catalogues). Module-level, not a hook, so a toast in a mutation's
 * callback, a column's header or a validation message reads the same language as a component;
 * changing language re-mounts the app under the new one (I18nRoot), so nothing keeps the old.
 */
export type Message = MessageDescriptor & { id: string; defaultMessage: string };
type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<
  string,
  string | number | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

const cache = createIntlCache();
let current: { locale: Locale; intl: IntlShape } = make("en", {});

function make(locale: Locale, messages: Record<string, string>) {
  const intl = createIntl(
    {
      locale: INTL_LOCALE[locale],
      defaultLocale: "en-US",
      messages,
      // English reads the message in the code; a missing translation falls back to it, and the
      // catalogue test (tests/architecture/i18n.test.ts) is what keeps them complete.
      onError: (error) => {
        if (error.code === "MISSING_TRANSLATION") return;
        console.error(error);
      },
    },
    cache,
  );
  return { locale, intl };
}

/** The language from now on, with its catalogue (English has none: the code is its catalogue). */
export function switchMessages(locale: Locale, messages: Record<string, string>) {
  current = make(locale, messages);
  setFormatLocale(locale);
}

/** The language the client writes in now. */
export const currentLocale = (): Locale => current.locale;

/** A message in the person's language, its {placeholders} filled. */
export function t(message: Message, values?: Values): string {
  return current.intl.formatMessage(message, values);
}

/**
 * @public
 * A message with markup: `tRich(m, { b: (chunks) => <strong>{chunks}</strong> })` for a
 * message "<b>Alpha Hall</b> moved". Translators keep the tags; the code decides what they are.
 */
export function tRich(message: Message, values: RichValues): ReactNode {
  return current.intl.formatMessage(message, values as Values) as ReactNode;
}
