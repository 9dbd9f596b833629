import { SCOPE_AREAS } from "@/domain/integrations/scopes";
import { ACTIVITY_AREA_LABELS, type ActivityArea } from "@/domain/team/activity-areas";
import { isObject, type Json, resolve } from "./openapi-json";
import { type SchemaField, schemaFields, typeOf } from "./openapi-schema";

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * The API's description (/api/openapi.json, OpenAPI 3.1) read into what the reference page
 * shows. The document comes from the server and is read defensively: a missing or odd field
 * leaves its part out, never the page.
 */
export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
}

export interface ReferenceError {
  status: string;
  codes: string[];
  description: string;
}

export interface ReferenceOperation {
  key: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  scope: string;
  roles: string[];
  parameters: ReferenceParameter[];
  body?: { fields: SchemaField[]; example?: unknown };
  errors: ReferenceError[];
}

export interface ReferenceGroup {
  tag: string;
  label: string;
  description: string;
  operations: ReferenceOperation[];
}

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"] as const;

function parameterOf(doc: Json, raw: unknown): ReferenceParameter | undefined {
  const p = resolve(doc, raw);
  if (!isObject(p) || !text(p.name)) return undefined;
  return {
    name: text(p.name),
    in: text(p.in),
    required: p.required === true,
    type: typeOf(doc, p.schema),
    description: text(p.description),
  };
}

/** An error answer's codes: from its example(s), or the schema's enum or const of `error.code`. */
function codesOf(doc: Json, response: Json): string[] {
  const codes = new Set<string>();
  const add = (v: unknown) => {
    const error = isObject(v) ? v.error : undefined;
    if (isObject(error) && typeof error.code === "string") codes.add(error.code);
  };
  for (const raw of list(response["x-tribe-error-codes"]))
    if (typeof raw === "string") codes.add(raw);
  const content = isObject(response.content) ? response.content : {};
  for (const media of Object.values(content)) {
    if (!isObject(media)) continue;
    add(media.example);
    if (isObject(media.examples))
      for (const ex of Object.values(media.examples)) add(isObject(ex) ? ex.value : undefined);
    const schema = resolve(doc, media.schema);
    const error =
      isObject(schema) && isObject(schema.properties)
        ? resolve(doc, schema.properties.error)
        : undefined;
    const code =
      isObject(error) && isObject(error.properties)
        ? resolve(doc, error.properties.code)
        : undefined;
    if (isObject(code)) {
      for (const c of list(code.enum)) if (typeof c === "string") codes.add(c);
      if (typeof code.const === "string") codes.add(code.const);
    }
  }
  return [...codes];
}

function errorsOf(doc: Json, responses: unknown): ReferenceError[] {
  if (!isObject(responses)) return [];
  return Object.entries(responses)
    .filter(([status]) => /^[45]/.test(status))
    .map(([status, raw]) => {
      const response = resolve(doc, raw);
      if (!isObject(response)) return { status, codes: [], description: "" };
      return { status, codes: codesOf(doc, response), description: text(response.description) };
    })
    .sort((a, b) => a.status.localeCompare(b.status));
}

function bodyOf(doc: Json, raw: unknown): ReferenceOperation["body"] {
  const body = resolve(doc, raw);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const media = resolve(doc, body.content["application/json"] ?? Object.values(body.content)[0]);
  if (!isObject(media)) return undefined;
  const firstExample = isObject(media.examples) ? Object.values(media.examples)[0] : undefined;
  const example =
    media.example ?? (isObject(firstExample) ? firstExample.value : undefined) ?? undefined;
  return { fields: schemaFields(doc, media.schema), example };
}

function rolesOf(raw: unknown): string[] {
  if (typeof raw === "string") return [raw];
  return list(raw).filter((r): r is string => typeof r === "string");
}

/** Every operation of the document, in its own order. */
export function operationsOf(doc: unknown): ReferenceOperation[] {
  if (!isObject(doc) || !isObject(doc.paths)) return [];
  return Object.entries(doc.paths).flatMap(([path, rawItem]) => {
    const item = resolve(doc, rawItem);
    if (!isObject(item)) return [];
    const shared = list(item.parameters);
    return METHODS.flatMap((method) => {
      const op = item[method];
      if (!isObject(op)) return [];
      const parameters = [...shared, ...list(op.parameters)]
        .map((p) => parameterOf(doc, p))
        .filter((p): p is ReferenceParameter => p !== undefined);
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          tag: text(list(op.tags)[0]) || "other",
          summary: text(op.summary),
          description: text(op.description),
          scope: text(op["x-tribe-scope"]),
          roles: rolesOf(op["x-tribe-roles"]),
          parameters,
          body: bodyOf(doc, op.requestBody),
          errors: errorsOf(doc, op.responses),
        },
      ];
    });
  });
}

/** A tag in words: an area's own label when the tag is an area ("tours" → "Tours"). */
export function tagLabel(tag: string): string {
  return ACTIVITY_AREA_LABELS[tag as ActivityArea] ?? tag;
}

/** The operations grouped by tag, areas in the sidebar's order, then any other tag. */
export function groupOperations(doc: unknown, operations: ReferenceOperation[]): ReferenceGroup[] {
  const tags = isObject(doc) ? list(doc.tags).filter(isObject) : [];
  const describe = (tag: string) => text(tags.find((t) => t.name === tag)?.description);
  const order = (tag: string) => {
    const at = (SCOPE_AREAS as readonly string[]).indexOf(tag);
    return at === -1 ? SCOPE_AREAS.length : at;
  };
  const byTag = new Map<string, ReferenceOperation[]>();
  for (const op of operations) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
  return [...byTag.entries()]
    .map(([tag, ops]) => ({
      tag,
      label: tagLabel(tag),
      description: describe(tag),
      operations: ops,
    }))
    .sort((a, b) => order(a.tag) - order(b.tag) || a.label.localeCompare(b.label));
}

/** The operations every word of the search is found in (path, method, summary, area, scope…). */
export function searchOperations(operations: ReferenceOperation[], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return operations;
  return operations.filter((op) => {
    const hay = [op.method, op.path, op.summary, op.description, tagLabel(op.tag), op.tag, op.scope]
      .join(" ")
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
