import { isObject, type Json, resolve } from "./openapi-json";

/** One field of a request body as the reference lists it: "show.venueId · string · required". */
export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  constraints: string[];
  description: string;
}

const MAX_DEPTH = 4;

/** Every variant of a union, its `null` left out ("string or null" reads as "string, optional null"). */
const variants = (schema: Json): unknown[] =>
  [schema.anyOf, schema.oneOf].flatMap((v) => (Array.isArray(v) ? v : []));

/** A schema's type in words: "string (date)", "integer", "array of string", "one of: a, b". */
export function typeOf(doc: Json, raw: unknown, depth = 0): string {
  const schema = resolve(doc, raw);
  if (!isObject(schema) || depth > MAX_DEPTH) return "any";
  if (Array.isArray(schema.enum))
    return `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = variants(schema);
  if (union.length > 0) {
    const names = [...new Set(union.map((v) => typeOf(doc, v, depth + 1)))];
    return names.join(" or ");
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t): t is string => typeof t === "string",
  );
  if (types.length === 0) return isObject(schema.properties) ? "object" : "any";
  return types
    .map((t) => {
      if (t === "array") return `array of ${typeOf(doc, schema.items, depth + 1)}`;
      if (typeof schema.format === "string" && t === "string") return `string (${schema.format})`;
      return t;
    })
    .join(" or ");
}

/** Limits in words: "1–100 characters", "at least 0", "matches ^[A-Z]{3}$", "default: 1". */
function constraintsOf(schema: Json): string[] {
  const out: string[] = [];
  const num = (k: string) => (typeof schema[k] === "number" ? (schema[k] as number) : undefined);
  // "1 character", "2–100 characters": the unit agrees with the last number.
  const range = (min?: number, max?: number, unit = "") => {
    const of = (n: number) => (unit ? ` ${unit}${n === 1 ? "" : "s"}` : "");
    if (min !== undefined && max !== undefined) out.push(`${min}–${max}${of(max)}`);
    else if (min !== undefined) out.push(`at least ${min}${of(min)}`);
    else if (max !== undefined) out.push(`at most ${max}${of(max)}`);
  };
  range(num("minLength"), num("maxLength"), "character");
  range(num("minItems"), num("maxItems"), "item");
  range(num("minimum"), num("maximum"));
  if (num("exclusiveMinimum") !== undefined) out.push(`more than ${num("exclusiveMinimum")}`);
  if (num("exclusiveMaximum") !== undefined) out.push(`less than ${num("exclusiveMaximum")}`);
  // A format ("uuid", "date") says in a word what its pattern spells out.
  if (typeof schema.pattern === "string" && typeof schema.format !== "string")
    out.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default: ${JSON.stringify(schema.default)}`);
  return out;
}

/** The object a schema describes, its own fields read through a nullable union. */
function objectOf(doc: Json, raw: unknown): Json | undefined {
  const schema = resolve(doc, raw);
  if (!isObject(schema)) return undefined;
  if (isObject(schema.properties)) return schema;
  const objects = variants(schema)
    .map((v) => resolve(doc, v))
    .filter((v): v is Json => isObject(v) && isObject(v.properties));
  return objects.length === 1 ? objects[0] : undefined;
}

/**
 * A body's fields, nested ones by their path ("show.venueId", "people[].name"), so a reader
 * sees every field a request may carry without reading JSON Schema.
 */
export function schemaFields(doc: Json, raw: unknown, prefix = "", depth = 0): SchemaField[] {
  const schema = objectOf(doc, raw);
  if (!schema || depth > MAX_DEPTH) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties as Json).flatMap(([name, rawProp]) => {
    const prop = resolve(doc, rawProp);
    const path = `${prefix}${name}`;
    const own: SchemaField = {
      name: path,
      type: typeOf(doc, prop),
      required: required.includes(name),
      constraints: isObject(prop) ? constraintsOf(prop) : [],
      description: isObject(prop) && typeof prop.description === "string" ? prop.description : "",
    };
    const items = isObject(prop) && prop.type === "array" ? prop.items : undefined;
    const nested = items
      ? schemaFields(doc, items, `${path}[].`, depth + 1)
      : schemaFields(doc, prop, `${path}.`, depth + 1);
    return [own, ...nested];
  });
}
