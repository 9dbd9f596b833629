import fs from "node:fs";
import path from "node:path";
import { parse as parseIcu } from "@formatjs/icu-messageformat-parser";
import { parseSync } from "oxc-parser";
import { keyName, stringOf } from "../../scripts/message-asts";

/**
 * What the i18n test reads from the sources (issue 55): every message the code writes (an
 * object literal with a string `id` and `defaultMessage`, however it is passed: `t()`,
 * `tRich()`, the server's translator) and every word a component writes without one.
 */
export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface FoundMessage {
  id: string;
  defaultMessage: string;
  file: string;
}

/** Attributes a person reads or hears (a screen reader reads labels and titles). */
const VISIBLE_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
  "emptyText",
  "loadingText",
]);

/** Words that read the same in every language: names, file formats, codes. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "Tribe",
  "CSV",
  "PDF",
  "ZIP",
  "XLSX",
  "JSON",
  "iCal",
  "API",
  "URL",
  "OK",
  "ID",
  "PRS",
  "ASCAP",
  "BMI",
  "GEMA",
  "SGAE",
  "SOCAN",
  "ISWC",
  "ISRC",
  "TOTP",
  "Bandsintown",
  "Songkick",
  "Google",
  "Excel",
  "HTTP",
  "ms",
]);

/**
 * A sentence a person would read: a capital, then at least one more word in lower case
 * ("Failed to load partners", "Request failed"). Names ("Alpha Hall"), codes, class lists and
 * paths do not read so.
 */
const SENTENCE = /^\p{Lu}[\p{Ll}'’]*[ ,]+[\p{Ll}'’]/u;

/** The calls whose string becomes a refusal's message, shown as it is (lib/api-client.ts). */
const REFUSAL_CALLS = new Set(["unwrap", "refusalOf", "ApiRequestError"]);

/** Attributes that are for the code, not the reader. */
const CODE_ATTRIBUTES = new Set(["className", "key", "id", "href", "data-testid"]);

/**
 * The few sentences in client code that are not a person's words to translate, each with why
 * (a template's values read as X): a developer's error that never reaches a page, and
 * English's own way of writing a list.
 */
const FOR_DEVELOPERS = new Map([
  ["Not an hsl() colour: X", "a theme token that is not hsl(): a developer's mistake"],
  ["X and X", "English's own list (route-card.tsx); every other language uses Intl.ListFormat"],
]);

/** Tailwind's classes in a template (`${base} bg-white text-black`) are no sentence. */
const CLASS_LIST = /^X( [a-z0-9:/[\].-]*-[a-z0-9:/[\].-]+)+$/;

const hasWords = (text: string) => {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  return !trimmed.split(/[^\p{L}]+/u).every((w) => w === "" || SAME_IN_EVERY_LANGUAGE.has(w));
};

export function sourceFiles(dir: string, test: (file: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (test(full)) out.push(full);
    }
  };
  walk(path.join(ROOT, dir));
  return out.sort();
}

export const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith(".d.ts");

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node, parents: Node[]) => void, parents: Node[] = []) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parents);
    return;
  }
  if (!node || typeof node !== "object" || !("type" in node)) return;
  visit(node as Node, parents);
  const inside = [...parents, node as Node];
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    if (value && typeof value === "object") walk(value, visit, inside);
  }
}

const calleeName = (n: Node): string | undefined => {
  const callee = n.callee as Node;
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression") return ((callee.object as Node).name as string) ?? "";
  return undefined;
};

/**
 * Whether a sentence in a client file stands where a person does not read it: a message's own
 * English, an import, a key, a type, the code's attributes, the console, the few developers'
 * errors above; or where another rule already reports it (JSX text and visible attributes).
 */
function notForReaders(n: Node, parents: Node[], text: string): boolean {
  const parent = parents.at(-1);
  if (!parent) return true;
  if (FOR_DEVELOPERS.has(text)) return true;
  if (parent.type === "Property") {
    if (parent.key === n) return true;
    // A message's own English and its note to translators; a toast's description is read.
    const name = keyName(parent);
    const object = parents.at(-2);
    const isMessage =
      object?.type === "ObjectExpression" &&
      (object.properties as Node[]).some((p) => p.type === "Property" && keyName(p) === "id");
    if (isMessage && (name === "defaultMessage" || name === "description")) return true;
  }
  if (/^(Import|Export\w*)Declaration$|^ImportExpression$|^TSLiteralType$/.test(parent.type))
    return true;
  if (parent.type === "JSXExpressionContainer") return true;
  const attribute = parents.findLast((p) => p.type === "JSXAttribute");
  if (attribute) {
    const name = (attribute.name as Node).name as string;
    if (CODE_ATTRIBUTES.has(name) || name.startsWith("data-") || VISIBLE_ATTRIBUTES.has(name))
      return true;
  }
  return parents.some((p) => p.type === "CallExpression" && calleeName(p) === "console");
}

export interface FileReading {
  messages: FoundMessage[];
  /** Words written straight into the markup, with their line. */
  literals: { text: string; line: number }[];
}

export function readFile(file: string): FileReading {
  const source = fs.readFileSync(file, "utf8");
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const rel = path.relative(ROOT, file);
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const messages: FoundMessage[] = [];
  const literals: FileReading["literals"] = [];
  const inClient = rel.startsWith("src/client/");
  walk(program, (n, parents) => {
    // A refusal's message is shown as it is: its words must be a message (a Message fallback).
    if ((n.type === "CallExpression" || n.type === "NewExpression") && inClient) {
      const name = calleeName(n);
      if (name && REFUSAL_CALLS.has(name))
        for (const arg of n.arguments as unknown[]) {
          const text = stringOf(arg);
          if (text !== undefined && hasWords(text))
            literals.push({ text: `${name}(…"${text}")`, line: lineOf(n.start as number) });
        }
    }
    // Any other sentence in client code reaches a screen sooner or later: a prop, a constant, a
    // thrown error's message.
    if (inClient && (n.type === "Literal" || n.type === "TemplateLiteral")) {
      // A template reads with its values in place ("X dropped at line X of X."); its words are
      // what it writes itself, not the values put in.
      const quasis =
        n.type === "TemplateLiteral"
          ? (n.quasis as { value: { cooked?: string } }[]).map((q) => q.value.cooked ?? "")
          : undefined;
      const raw = quasis ? quasis.join("X") : typeof n.value === "string" ? n.value : undefined;
      const words = quasis ? quasis.join(" ") : (raw ?? "");
      const text = raw?.trim();
      const parent = parents.at(-1);
      const refusal =
        parent &&
        (parent.type === "CallExpression" || parent.type === "NewExpression") &&
        REFUSAL_CALLS.has(calleeName(parent) ?? "");
      if (
        text &&
        !refusal &&
        SENTENCE.test(text) &&
        !CLASS_LIST.test(text) &&
        hasWords(words) &&
        !notForReaders(n, parents, raw!)
      )
        literals.push({ text: `"${text}"`, line: lineOf(n.start as number) });
    }
    if (n.type === "ObjectExpression") {
      const props = (n.properties as Node[]).filter((p) => p.type === "Property");
      const id = props.find((p) => keyName(p) === "id");
      const message = props.find((p) => keyName(p) === "defaultMessage");
      const idText = id && stringOf(id.value);
      const text = message && stringOf(message.value);
      if (idText !== undefined && text !== undefined)
        messages.push({ id: idText, defaultMessage: text, file: rel });
    }
    // A toast's words are read like a page's.
    if (n.type === "CallExpression") {
      const callee = n.callee as Node;
      const object = callee.type === "MemberExpression" ? (callee.object as Node) : callee;
      const text = stringOf((n.arguments as unknown[])[0]);
      if (object.type === "Identifier" && object.name === "toast" && text && hasWords(text))
        literals.push({ text: `toast("${text}")`, line: lineOf(n.start as number) });
    }
    if (!file.endsWith(".tsx")) return;
    if (n.type === "JSXText" && hasWords(n.value as string))
      literals.push({ text: (n.value as string).trim(), line: lineOf(n.start as number) });
    if (n.type === "JSXExpressionContainer") {
      const text = stringOf(n.expression);
      if (text !== undefined && hasWords(text))
        literals.push({ text, line: lineOf(n.start as number) });
    }
    if (n.type === "JSXAttribute") {
      const name = (n.name as Node).name as string;
      const text = stringOf(n.value);
      if (VISIBLE_ATTRIBUTES.has(name) && text !== undefined && hasWords(text))
        literals.push({ text: `${name}="${text}"`, line: lineOf(n.start as number) });
    }
  });
  return { messages, literals };
}

/** The names a message fills in and the tags it keeps: a translation must use the same. */
export function partsOf(message: string): string[] {
  const parts = new Set<string>();
  const visit = (elements: unknown[]) => {
    for (const el of elements as {
      type: number;
      value?: string;
      options?: unknown;
      children?: unknown[];
    }[]) {
      // 0 literal, 7 pound: nothing to keep. Every other element names an argument or a tag.
      if (el.type !== 0 && el.type !== 7 && el.value)
        parts.add(`${el.type === 8 ? "<" : ""}${el.value}`);
      if (el.children) visit(el.children);
      if (el.options && typeof el.options === "object")
        for (const option of Object.values(el.options as Record<string, { value: unknown[] }>))
          visit(option.value);
    }
  };
  visit(parseIcu(message));
  return [...parts].sort();
}
