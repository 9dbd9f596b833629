import { createElement, Fragment, isValidElement, type ReactNode } from "react";
import type { Locale } from "@/domain/i18n/locales";
import { type Message, messageFormatter } from "@/domain/i18n/messages";
import { currentWords, say, setWords } from "@/domain/i18n/words";

/**
 * The one way the client writes words (issue 55, ADR 0035): `t({ id, defaultMessage }, values)`
 * with the English message where it is used and an ICU message in each other language's
 * catalogue (src/domain/i18n/catalogues). Module-level, not a hook, so a toast in a mutation's
 * callback, a column's header or a validation message reads the same language as a component;
 * changing language re-mounts the app under the new one (app/providers.tsx), so nothing keeps
 * the old.
 */
export type { Message };

type Values = Record<string, string | number | null | undefined>;
type RichValues = Record<
  string,
  string | number | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/** The language from now on, with its catalogue (English has none: the code is its catalogue). */
export function switchMessages(locale: Locale, messages: Record<string, string>) {
  // The domain's own words (validation, relative times) follow: one language in the browser.
  setWords(messageFormatter(locale, messages));
}

/** The language the client writes in now. */
export const currentLocale = (): Locale => currentWords().locale;

/** A message in the person's language, its {placeholders} filled. */
export function t(message: Message, values?: Values): string {
  return say(message, values);
}

/**
 * @public
 * A message with markup: `tRich(m, { b: (chunks) => <strong>{chunks}</strong> })` for a
 * message "<b>Alpha Hall</b> moved". Translators keep the tags; the code decides what they are.
 */
export function tRich(message: Message, values: RichValues): ReactNode {
  const parts = currentWords().format(message, values);
  if (typeof parts === "string") return parts;
  // Elements side by side need keys; their order is the message's.
  return parts.map((part, index) =>
    isValidElement(part) ? createElement(Fragment, { key: index }, part) : (part as ReactNode),
  );
}
