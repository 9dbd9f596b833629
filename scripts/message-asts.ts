import { parse } from "@formatjs/icu-messageformat-parser";
import { parseSync } from "oxc-parser";
import type { Plugin } from "vite";
import { INTL_LOCALE, isLocale, type Locale } from "../src/domain/i18n/locales";
import { needsParser } from "../src/domain/i18n/messages";

/**
 * The browser's build ships no ICU parser (ADR 0035): it was a third of the scripts every app
 * page loads with its messages (~7 KB gz of the Overview's first load). Every message whose
 * text needs the parser (a plural, a select, a tag: `needsParser`) is parsed here instead, as
 * intl-messageformat would parse it in the browser, and carried beside its text: an `ast` next
 * to the code's `defaultMessage`, the parse in place of the text in a language's catalogue.
 * The rest (plain words and `{name}` placeholders) `messages.ts` reads itself. Only
 * intl-messageformat's own import of the parser is given FormatJS's parser-less build, so a
 * message nothing parsed ahead is said in the console and shown as written.
 */
export function messageAsts(): Plugin {
  return {
    name: "tribe:message-asts",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== PARSER || !importer || !INTL_MESSAGEFORMAT.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      const catalogue = CATALOGUE.exec(file)?.[1];
      if (catalogue && isLocale(catalogue))
        return { code: catalogueWithAsts(code, catalogue), map: null };
      if (!SOURCE.test(file) || !code.includes("defaultMessage")) return null;
      const withAsts = sourceWithAsts(code, file);
      return withAsts === undefined ? null : { code: withAsts, map: null };
    },
  };
}

const PARSER = "@formatjs/icu-messageformat-parser";
const INTL_MESSAGEFORMAT = /[\\/]node_modules[\\/]intl-messageformat[\\/]/;
const CATALOGUE = /[\\/]src[\\/]domain[\\/]i18n[\\/]catalogues[\\/](\w+)[\\/][^\\/]+\.json$/;
const SOURCE = /[\\/]src[\\/](?!.*[\\/]node_modules[\\/]).*\.tsx?$/;

/** A text as intl-messageformat parses it for `locale` (its locale only matters to skeletons). */
const astOf = (text: string, locale: Locale) =>
  parse(text, { locale: new Intl.Locale(INTL_LOCALE[locale]) });

/** A catalogue's JSON with each entry that needs the parser parsed. */
export function catalogueWithAsts(json: string, locale: Locale): string {
  const entries = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([id, text]) => [
        id,
        needsParser(text) ? astOf(text, locale) : text,
      ]),
    ),
  );
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A string literal's or a template literal's (with nothing put in) text: a written string. */
export const stringOf = (node: unknown): string | undefined => {
  const n = node as Node | undefined;
  if (n?.type === "Literal" && typeof n.value === "string") return n.value;
  if (n?.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0)
    return (n.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  return undefined;
};

/** An object property's name, written as a name or as a string. */
export const keyName = (property: Record<string, unknown>) => {
  const key = property.key as Node;
  return key.type === "Identifier" ? (key.name as string) : stringOf(key);
};

function visit(node: unknown, each: (n: Node) => void) {
  if (Array.isArray(node)) for (const child of node) visit(child, each);
  else if (node && typeof node === "object" && "type" in node) {
    each(node as Node);
    for (const value of Object.values(node))
      if (value && typeof value === "object") visit(value, each);
  }
}

/**
 * The source with `ast: […]` after each message's `defaultMessage` whose text needs the
 * parser: a message is an object literal with an `id` and a written `defaultMessage` (the
 * rule tests/architecture/i18n-messages.ts reads messages by). Undefined when none does.
 */
export function sourceWithAsts(code: string, file: string): string | undefined {
  const { program, errors } = parseSync(file, code);
  // What does not parse is left for the compiler to report.
  if (errors.length > 0) return undefined;
  const inserts: { at: number; text: string }[] = [];
  visit(program, (n) => {
    if (n.type !== "ObjectExpression") return;
    const properties = (n.properties as Node[]).filter((p) => p.type === "Property");
    const message = properties.find((p) => keyName(p) === "defaultMessage");
    const text = message && stringOf(message.value);
    if (text === undefined || !needsParser(text)) return;
    if (!properties.some((p) => keyName(p) === "id")) return;
    inserts.push({ at: message!.end, text: `, ast: ${JSON.stringify(astOf(text, "en"))}` });
  });
  if (inserts.length === 0) return undefined;
  let out = code;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at))
    out = out.slice(0, at) + text + out.slice(at);
  return out;
}
