import type {
  ArgumentElement,
  LiteralElement,
  MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { type Formatters, IntlMessageFormat } from "intl-messageformat";
import { englishInteger } from "./english-digits";
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
  /**
   * The text parsed, when it has ICU syntax beyond `{name}`: put here by the browser's build
   * (scripts/message-asts.ts), which ships no ICU parser (ADR 0035).
   */
  ast?: MessageFormatElement[];
}

/** A catalogue's entry: its text or, in the browser's build, a parsed one (as `Message.ast`). */
export type CatalogueEntry = string | MessageFormatElement[];

type Values = Record<string, unknown>;

/**
 * Every formatter is made for one of our three locales (INTL_LOCALE), which every browser and
 * Node have. intl-messageformat checks that by `Intl.NumberFormat.supportedLocalesOf`, whose
 * first call reads the engine's whole list of number locales: 10–60 ms in a fresh Chromium
 * tab (a plural costs 0.3 ms), inside the dashboard's hydration (decision 10). Same answer.
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale([locales].flat()[0] ?? "en-US");

/** Text with none of ICU's syntax reads as it is: most messages, so most need no parsing. */
const PLAIN = /^[^{}<>']*$/;

/**
 * Text whose only syntax is `{name}` placeholders (an apostrophe is a letter unless it quotes
 * ICU syntax): filled here, exactly as intl-messageformat fills it. Its constructor asks the
 * browser for the locale's number data (`Intl.NumberFormat.supportedLocalesOf`), a long task
 * in the first render of a page on a slow phone (decision 10); "Settings for {name}" needs none.
 */
const SIMPLE = /^(?:[^{}<>']|'(?![{}<>'])|\{\w+\})*$/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** The value a `{name}` placeholder shows, or undefined when only ICU may say (an element, a missing one). */
function simpleValue(values: Values | undefined, name: string): string | undefined {
  if (!values || !(name in values)) return undefined;
  const value = values[name];
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint")
    return String(value);
  return undefined;
}

/**
 * Whether a text needs ICU's parser: plurals, selects, tags or quoting. Every other text is
 * read here (`fillSimple`, `simpleAst`), so the browser's build parses only these ahead.
 */
export const needsParser = (text: string) => !SIMPLE.test(text);

/**
 * A `SIMPLE` text as ICU's parser reads it: its words as they are (an apostrophe there quotes
 * nothing) and each `{name}` an argument. For a value only ICU may fill (an element for
 * `tRich`), without the parser the browser does not ship.
 */
export function simpleAst(text: string): MessageFormatElement[] {
  // split's odd parts are the placeholders' names.
  return text
    .split(PLACEHOLDER)
    .flatMap((part, i): MessageFormatElement[] =>
      i % 2 === 1 ? [argument(part)] : part ? [literal(part)] : [],
    );
}
// ICU's TYPE.literal and TYPE.argument as numbers: importing its enum would bring the parser.
const literal = (value: string) => ({ type: 0, value }) as LiteralElement;
const argument = (value: string) => ({ type: 1, value }) as ArgumentElement;

/** The message with its placeholders filled, or undefined when it needs ICU's formatter. */
function fillSimple(text: string, values: Values | undefined): string | undefined {
  if (!SIMPLE.test(text)) return undefined;
  let complete = true;
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = simpleValue(values, name);
    if (value === undefined) complete = false;
    return value ?? "";
  });
  return complete ? filled : undefined;
}

export interface MessageFormatter {
  readonly locale: Locale;
  /** The message's text in this language, its {placeholders} filled and tags applied. */
  format(message: Message, values?: Values): string | unknown[];
}

/**
 * Intl's formatters, each made once, except a plural's count in English (`{count, plural, one
 * {# venue} other {# venues}}`): a whole number is written as Intl writes it without building
 * an Intl.NumberFormat, whose first one loads the locale's number data (a long task on the
 * Overview's first load, as domain/format.ts says).
 */
function formatters(locale: Locale): Formatters {
  const made = new Map<string, unknown>();
  const once = <T>(key: string, make: () => T): T => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
  return {
    getNumberFormat(locales, options) {
      const intl = () =>
        once(`number ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locales, options));
      if (locale !== "en" || options) return intl();
      return { format: (n: number) => englishInteger(n) ?? intl().format(n) } as Intl.NumberFormat;
    },
    // Dates and times are written by domain/date-time.ts, never by a message's {d, date}.
    getDateTimeFormat() {
      throw new Error("A message writes no date: format it with domain/date-time.ts");
    },
    getPluralRules: (...args) =>
      once(`plural ${JSON.stringify(args)}`, () => new Intl.PluralRules(...args)),
  };
}

export function messageFormatter(
  locale: Locale,
  catalogue: Readonly<Record<string, CatalogueEntry>>,
): MessageFormatter {
  // Keyed by the text, or by a parsed entry itself.
  const compiled = new Map<string | MessageFormatElement[], IntlMessageFormat>();
  const intl = formatters(locale);
  const compile = (
    key: string | MessageFormatElement[],
    message: () => MessageFormatElement[] | string,
  ) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(message(), INTL_LOCALE[locale], undefined, {
        formatters: intl,
      });
      compiled.set(key, format);
    }
    return format;
  };
  return {
    locale,
    format(message, values) {
      const entry = catalogue[message.id];
      const text = entry ?? message.defaultMessage;
      let format: IntlMessageFormat;
      if (typeof text !== "string") format = compile(text, () => text);
      else {
        if (PLAIN.test(text)) return text;
        const filled = fillSimple(text, values);
        if (filled !== undefined) return filled;
        const parsed = entry === undefined ? message.ast : undefined;
        try {
          format = compile(text, () => parsed ?? (needsParser(text) ? text : simpleAst(text)));
        } catch (error) {
          // A message the browser's build parsed nothing for (it ships no parser): its text.
          if (error instanceof Error && NO_PARSER.test(error.message)) return unparsed(text, error);
          throw error;
        }
      }
      return format.format(values as Record<string, never>) as string | unknown[];
    },
  };
}

/** What FormatJS's parser-less build throws when asked to parse (the browser's build). */
const NO_PARSER = /without parser/;

/**
 * A text with ICU syntax the browser's build did not parse ahead (none should reach here:
 * scripts/message-asts.ts parses every message of the code and the catalogues): said in the
 * console, and shown as written rather than breaking the page.
 */
function unparsed(text: string, error: unknown): string {
  console.error(`Message not parsed ahead: ${JSON.stringify(text)}`, error);
  return text;
}
