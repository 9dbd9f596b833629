/** Reading a JSON document of unknown shape (the API's description) without trusting it. */
export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A local reference ("#/components/schemas/Tour") followed, at most a few times. */
export function resolve(doc: Json, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== "string" || depth > 8) return value;
  const path = value.$ref.replace(/^#\//, "").split("/");
  let at: unknown = doc;
  for (const part of path)
    at = isObject(at) ? at[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  return resolve(doc, at, depth + 1);
}
