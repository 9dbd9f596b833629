import { z } from "zod";
import { FIELD_TAKES } from "@/domain/number-inputs";

export type JsonSchema = Record<string, unknown>;

/**
 * A request schema as OpenAPI 3.1 writes it (JSON Schema 2020-12): the INPUT side, what a
 * caller sends before any transform or default; a check JSON Schema cannot say (a refine, a
 * custom type) becomes "any value" rather than failing the whole document.
 */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    // A field that checks any value itself says what it takes (number-inputs.ts), or null.
    override: (ctx) => {
      const field = FIELD_TAKES.get(ctx.zodSchema);
      if (!field) return;
      const inner = requestJsonSchema(field.takes);
      Object.assign(ctx.jsonSchema, field.orNull ? { anyOf: [inner, { type: "null" }] } : inner);
    },
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = json;
  return rest;
}

/**
 * Moves a schema's local definitions (zod writes recursive or shared parts to `$defs`) into
 * the document's components, renamed under `prefix`: inside an OpenAPI document a "#/$defs/…"
 * reference would point at the document's root, where there is none.
 */
export function hoistDefs(
  schema: JsonSchema,
  prefix: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(defs);
  if (names.length === 0 && !JSON.stringify(schema).includes('"#"')) return schema;
  const { $defs: _defs, ...root } = schema;
  const rename = (name: string) => `${prefix}_${name.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
  const rootName = rename("root");
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== "object") return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") {
        if (v === "#") out[k] = `#/components/schemas/${rootName}`;
        else if (v.startsWith("#/$defs/")) out[k] = `#/components/schemas/${rename(v.slice(8))}`;
        else out[k] = v;
      } else out[k] = rewrite(v);
    }
    return out;
  };
  for (const name of names) components[rename(name)] = rewrite(defs[name]) as JsonSchema;
  const rewritten = rewrite(root) as JsonSchema;
  if (JSON.stringify(root).includes('"$ref":"#"')) {
    components[rootName] = rewritten;
    return { $ref: `#/components/schemas/${rootName}` };
  }
  return rewritten;
}
