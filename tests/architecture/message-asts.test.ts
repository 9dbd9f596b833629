import fs from "node:fs";
import path from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { parse as parseNothing } from "@formatjs/icu-messageformat-parser/no-parser.js";
import { IntlMessageFormat } from "intl-messageformat";
import { parseSync } from "oxc-parser";
import { describe, expect, it, vi } from "vitest";
import { INTL_LOCALE, type Locale } from "@/domain/i18n/locales";
import { messageFormatter, needsParser } from "@/domain/i18n/messages";
import { catalogueWithAsts, keyName, sourceWithAsts, stringOf } from "../../scripts/message-asts";
import { isSource, ROOT, readFile, sourceFiles } from "./i18n-messages";

/**
 * The browser's build parses messages ahead and ships no ICU parser (scripts/message-asts.ts,
 * ADR 0035): every message that needs the parser must reach the browser parsed, exactly as
 * intl-messageformat would have parsed it there.
 */
const parsed = (text: string, locale: Locale = "en") =>
  parse(text, { locale: new Intl.Locale(INTL_LOCALE[locale]) });

/** The `ast` of each object literal with a `defaultMessage`, by its text, read back from code. */
function astsIn(code: string): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const { program, errors } = parseSync("x.tsx", code);
  expect(errors).toEqual([]);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const n = node as { type?: string; properties?: unknown[] };
    if (n.type === "ObjectExpression") {
      const props = (n.properties as Record<string, unknown>[]).filter(
        (p) => p.type === "Property",
      );
      const text = props.find((p) => keyName(p) === "defaultMessage");
      const ast = props.find((p) => keyName(p) === "ast")?.value as { start: number; end: number };
      if (text && ast) found.set(stringOf(text.value)!, JSON.parse(code.slice(ast.start, ast.end)));
    }
    for (const value of Object.values(node)) if (value && typeof value === "object") visit(value);
  };
  visit(program);
  return found;
}

/** Values for a message: a number for a plural or number, a function for a tag, else words. */
function valuesFor(elements: MessageFormatElement[], into: Record<string, unknown> = {}) {
  for (const e of elements) {
    if (e.type === TYPE.plural || e.type === TYPE.number) into[e.value] = 3;
    else if (e.type === TYPE.tag) into[e.value] = (chunks: unknown[]) => `[${chunks.join("")}]`;
    else if (e.type === TYPE.argument || e.type === TYPE.select) into[e.value] ??= "other";
    if (e.type === TYPE.tag) valuesFor(e.children, into);
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const option of Object.values(e.options)) valuesFor(option.value, into);
  }
  return into;
}

describe("a message parsed ahead for the browser", () => {
  it("carries the parser's own parse, placed right after its text whatever comes before it", () => {
    const code = [
      'const away = "Café · São Paulo → 東京 🎸";',
      'const shows = { id: "x.shows", defaultMessage: "{count, plural, one {# show} other {# shows}}" };',
      "const moved = { id: `x.moved`, defaultMessage: `<b>{name}</b> moved`, description: 'ok' };",
      'const plain = { id: "x.plain", defaultMessage: "Add Show" };',
      'const named = { id: "x.named", defaultMessage: "Settings for {name}" };',
      'const notAMessage = { defaultMessage: "{n, plural, other {#}}" };',
    ].join("\n");
    const out = sourceWithAsts(code, "x.ts")!;
    const asts = astsIn(out);
    expect([...asts.keys()].sort()).toEqual([
      "<b>{name}</b> moved",
      "{count, plural, one {# show} other {# shows}}",
    ]);
    for (const [text, ast] of asts) expect(ast).toEqual(parsed(text));
    expect(out).toContain('"Café · São Paulo → 東京 🎸"');
    expect(out).toContain("description: 'ok'");
    // Nothing to parse: the source as it was.
    expect(sourceWithAsts('const m = { id: "x", defaultMessage: "Hi {name}" };', "x.ts")).toBe(
      undefined,
    );
  });

  it("leaves no message of the code unparsed that needs the parser", () => {
    let needing = 0;
    for (const file of sourceFiles("src", isSource)) {
      const messages = readFile(file).messages.filter((m) => needsParser(m.defaultMessage));
      if (messages.length === 0) continue;
      needing += messages.length;
      const asts = astsIn(sourceWithAsts(fs.readFileSync(file, "utf8"), file) ?? "");
      for (const m of messages)
        expect(asts.get(m.defaultMessage), `${m.file}: ${m.id}`).toEqual(parsed(m.defaultMessage));
    }
    // The code has plurals, selects and tags: a reader that found none would prove nothing.
    expect(needing).toBeGreaterThan(100);
  });

  it("reads every catalogue entry as its text did, in each language", () => {
    const dir = path.join(ROOT, "src/domain/i18n/catalogues");
    for (const locale of ["es", "de"] as const) {
      const texts: Record<string, string> = {};
      const entries: Record<string, string | MessageFormatElement[]> = {};
      for (const name of fs.readdirSync(path.join(dir, locale))) {
        const json = fs.readFileSync(path.join(dir, locale, name), "utf8");
        Object.assign(texts, JSON.parse(json));
        Object.assign(entries, JSON.parse(catalogueWithAsts(json, locale)));
      }
      const fromText = messageFormatter(locale, texts);
      const fromAst = messageFormatter(locale, entries);
      let parsedAhead = 0;
      for (const [id, text] of Object.entries(texts)) {
        const entry = entries[id]!;
        if (!needsParser(text)) {
          expect(entry).toBe(text);
          continue;
        }
        parsedAhead++;
        expect(entry).toEqual(parsed(text, locale));
        const values = valuesFor(entry as MessageFormatElement[]);
        const message = { id, defaultMessage: "unused" };
        expect(fromAst.format(message, values), id).toEqual(fromText.format(message, values));
      }
      expect(parsedAhead).toBeGreaterThan(50);
    }
  });

  it("formats from its parse as from its text, and without the parser a simple text still reads", () => {
    const text = "{count, plural, one {# show} other {# shows}}";
    const message = { id: "x", defaultMessage: text, ast: parsed(text) };
    expect(messageFormatter("en", {}).format(message, { count: 1200 })).toBe("1,200 shows");
    // An element in a `{name}`: the text's own parse, built without the parser.
    const element = { tag: "b" };
    expect(
      messageFormatter("en", {}).format(
        { id: "y", defaultMessage: "Hi {name}!" },
        { name: element },
      ),
    ).toEqual(new IntlMessageFormat("Hi {name}!", "en-US").format({ name: element } as never));
  });

  it("without the parser, reads what was parsed ahead and shows an unparsed text as written", () => {
    const text = "{count, plural, one {# show} other {# shows}}";
    const kept = IntlMessageFormat.__parse;
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    IntlMessageFormat.__parse = parseNothing as unknown as typeof kept;
    try {
      const english = messageFormatter("en", {});
      expect(
        english.format({ id: "x", defaultMessage: text, ast: parsed(text) }, { count: 2 }),
      ).toBe("2 shows");
      // A formatter of its own: one keeps each text's parse, whichever message brought it.
      const unparsedText = messageFormatter("en", {}).format({ id: "y", defaultMessage: text });
      expect(unparsedText).toBe(text);
      expect(said).toHaveBeenCalledOnce();
      // A broken text still throws, as ICU's parser has it.
      IntlMessageFormat.__parse = kept;
      expect(() => english.format({ id: "z", defaultMessage: "<b>" })).toThrow();
    } finally {
      IntlMessageFormat.__parse = kept;
      said.mockRestore();
    }
  });
});
