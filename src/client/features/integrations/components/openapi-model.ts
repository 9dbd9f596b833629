import { SCOPE_AREAS } from "@/domain/integrations/scopes";
import { ACTIVITY_AREAS, type ActivityArea, activityAreaLabel } from "@/domain/team/activity-areas";
import { isObject, type Json, resolve } from "./openapi-json";
import { type SchemaField, schemaFields, typeOf } from "./openapi-schema";

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * The API's description (/api/openapi.json, OpenAPI 3.1) read into what the reference page
 * shows. The document comes from the server and is read defensively: a missing or odd field
 * leaves its part out, never the page.
 */
interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
}

interface ReferenceError {
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
  /** What to send: JSON's fields, or a file's bytes ("text/csv") with what they are. */
  body?: { mediaType: string; description: string; fields: SchemaField[]; example?: unknown };
  errors: ReferenceError[];
  /** A request to paste in a terminal (the document's `x-codeSamples`), when it has one. */
  sample?: string;
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

/**
 * An error answer's codes: named by its examples (one per code), else by the schema's
 * `error.code` const or enum. The shared Error schema's enum lists every code of the API, so
 * it is read only when the answer has no example to say which.
 */
function codesOf(doc: Json, response: Json): string[] {
  const codes = new Set<string>();
  const add = (v: unknown) => {
    const error = isObject(v) ? v.error : undefined;
    if (isObject(error) && typeof error.code === "string") codes.add(error.code);
  };
  for (const raw of list(response["x-tribe-error-codes"]))
    if (typeof raw === "string") codes.add(raw);
  const media = Object.values(isObject(response.content) ? response.content : {}).filter(isObject);
  for (const m of media) {
    add(m.example);
    if (isObject(m.examples))
      for (const ex of Object.values(m.examples)) add(isObject(ex) ? ex.value : undefined);
  }
  if (codes.size > 0) return [...codes];
  for (const m of media) {
    const schema = resolve(doc, m.schema);
    const error =
      isObject(schema) && isObject(schema.properties)
        ? resolve(doc, schema.properties.error)
        : undefined;
    const code =
      isObject(error) && isObject(error.properties)
        ? resolve(doc, error.properties.code)
        : undefined;
    if (!isObject(code)) continue;
    if (typeof code.const === "string") codes.add(code.const);
    else for (const c of list(code.enum)) if (typeof c === "string") codes.add(c);
  }
  return [...codes];
}

function errorsOf(doc: Json, responses: unknown): ReferenceError[] {
  if (!isObject(responses)) return [];
  return Object.entries(responses)
    .filter(([status]) => /^[45]/.test(status))
    .map(([status, raw]) => {
      // A reference may carry its own description beside $ref (OpenAPI 3.1): the codes in words.
      const own = isObject(raw) ? text(raw.description) : "";
      const response = resolve(doc, raw);
      if (!isObject(response)) return { status, codes: [], description: own };
      const description = text(response.description) || own;
      return { status, codes: codesOf(doc, response), description };
    })
    .sort((a, b) => a.status.localeCompare(b.status));
}

function bodyOf(doc: Json, raw: unknown): ReferenceOperation["body"] {
  const body = resolve(doc, raw);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const types = Object.keys(body.content);
  const mediaType = types.find((t) => t.includes("json")) ?? types[0] ?? "";
  const media = resolve(doc, body.content[mediaType]);
  if (!isObject(media)) return undefined;
  const firstExample = isObject(media.examples) ? Object.values(media.examples)[0] : undefined;
  const example =
    media.example ?? (isObject(firstExample) ? firstExample.value : undefined) ?? undefined;
  return {
    mediaType,
    description: text(body.description),
    fields: schemaFields(doc, media.schema),
    example,
  };
}

/**
 * The server ends each description with "Scope: `tours:read`. Roles: owner, manager." for
 * readers of the raw document; the reference shows both as their own fields instead.
 */
const withoutAccessLine = (description: string) =>
  description.replace(/(^|\n\n)Scope: `[^`]*`\. Roles: [^\n]*$/, "").trim();

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
          description: withoutAccessLine(text(op.description)),
          scope: text(op["x-tribe-scope"]),
          roles: rolesOf(op["x-tribe-roles"]),
          parameters,
          body: bodyOf(doc, op.requestBody),
          errors: errorsOf(doc, op.responses),
          sample: sampleOf(op["x-codeSamples"]),
        },
      ];
    });
  });
}

/** The first code sample's source, if the operation has one. */
function sampleOf(raw: unknown): string | undefined {
  const first = list(raw)[0];
  return isObject(first) && text(first.source) ? text(first.source) : undefined;
}

/** A tag in words: an area's own label when the tag is an area ("tours" → "Tours"). */
function tagLabel(tag: string): string {
  return (ACTIVITY_AREAS as readonly string[]).includes(tag)
    ? activityAreaLabel(tag as ActivityArea)
    : tag;
}

/**
 * The operations grouped by tag, in the order the document lists its tags (the sidebar's
 * areas), then areas by their order, then any other tag by name.
 */
export function groupOperations(doc: unknown, operations: ReferenceOperation[]): ReferenceGroup[] {
  const tags = isObject(doc) ? list(doc.tags).filter(isObject) : [];
  const describe = (tag: string) => text(tags.find((t) => t.name === tag)?.description);
  const order = (tag: string) => {
    const listed = tags.findIndex((t) => t.name === tag);
    if (listed !== -1) return listed;
    const area = (SCOPE_AREAS as readonly string[]).indexOf(tag);
    return area === -1 ? Number.POSITIVE_INFINITY : tags.length + area;
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
