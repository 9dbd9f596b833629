/**
 * What PostgreSQL cannot store, found in any decoded JSON value before it reaches a query:
 * a NUL character (text columns refuse it: a 500 before this check) and a lone UTF-16
 * surrogate (silently stored as "�", so the row would not hold what was sent). Deep nesting is
 * refused too: no input of ours is more than a few levels deep, and a 10,000-level array is
 * only a way to make the server walk it.
 */
export const MAX_JSON_DEPTH = 32;

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
      return { path: "body", message: `Nested more than ${MAX_JSON_DEPTH} levels deep` };
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
