/**
 * What PostgreSQL cannot store, found in any decoded JSON value before it reaches a query:
 * a NUL character (text columns refuse it: a 500 before this check) and a lone UTF-16
 * surrogate (silently stored as "�", so the row would not hold what was sent). Deep nesting is
 * refused too: no input of ours is more than a few levels deep, and a 10,000-level array is
 * only a way to make the server walk it.
 */
export const MAX_JSON_DEPTH = 32;
/** The refusal of a body nested deeper (server/i18n/error-words.ts translates it by its English). */
const TOO_DEEP = `Nested more than ${MAX_JSON_DEPTH} levels deep`;

export interface UnstorableText {
  /** Dotted path of the offending value ("title", "showIds.3"), or "body" for the whole. */
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string): string | undefined {
  if (text.includes("\u0000")) return "Must not contain a NUL character";
  if (LONE_SURROGATE.test(text)) return "Contains an invalid character (a lone surrogate)";
  return undefined;
}

/** The first problem in a parsed JSON value (keys included), or undefined when it can be stored. */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  const walk = (v: unknown, path: string[], depth: number): UnstorableText | undefined => {
    if (depth > MAX_JSON_DEPTH) {
      return { path: "body", message: TOO_DEEP };
    }
    if (typeof v === "string") {
      const message = textProblem(v);
      return message ? { path: path.join(".") || "body", message } : undefined;
    }
    if (v === null || typeof v !== "object") return undefined;
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [key, child] of entries) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: [...path, "(key)"].join("."), message: keyProblem };
      const found = walk(child, [...path, key], depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(value, [], 0);
}

/**
 * Characters that change the direction text is shown in (issue 35): the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks U+200E, U+200F, U+061C.
 * A guest named "\u202Eevil" reads backwards on the list, the door, the CSV and the PDF, and
 * an artwork file "photo\u202Egnp.exe" looks like a PNG. They are removed, not refused, where
 * text enters: a name pasted from a right-to-left page often carries a mark, and the Unicode
 * bidi algorithm shows Hebrew or Arabic correctly without them. The one rule for every area:
 * every JSON body (middleware/json-guard.ts), every imported sheet (imports/sheet.ts), an
 * upload's file name; and, for rows stored before the rule, every CSV cell and PDF text.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, "g");

const hasBidiControls = (text: string): boolean => BIDI_CONTROL.test(text);

/** `text` without direction-changing characters. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");

/**
 * A parsed JSON value with every string (keys too) cleaned by `withoutBidiControls`, or the
 * same value when nothing had to change (so the body is only rebuilt when it must be).
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return hasBidiControls(value) ? withoutBidiControls(value) : value;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value.map(storableJson);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, child]) => {
    const k = withoutBidiControls(key);
    const v = storableJson(child);
    if (k !== key || v !== child) changed = true;
    return [k, v] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}
