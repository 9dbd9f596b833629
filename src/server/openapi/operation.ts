import type { ApiErrorCode } from "@/domain/api-errors";
import type { RouteDoc } from "@/domain/integrations/api-docs/route-doc";
import type { Scope } from "@/domain/integrations/scopes";
import type { Role } from "@/domain/team/roles";
import { type CollectedRoute, pathParamNames, schemaFor } from "./collect-routes";
import { errorResponses } from "./errors";
import { hoistDefs, type JsonSchema, requestJsonSchema } from "./json-schema";

interface OperationFacts {
  route: CollectedRoute;
  doc: RouteDoc | undefined;
  tag: string;
  scope: Scope;
  roles: readonly Role[];
}

/** "GET /api/tours/:tourId/shows" → "getToursByTourIdShows": stable while the route is. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith(":") ? `By${cap(w.slice(1))}` : cap(w)));
  return method.toLowerCase() + words.join("");
}
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** What a route sends back when it is a file rather than JSON, by how its path ends. */
const FILE_TYPES: readonly [RegExp, string][] = [
  [/[./]csv$/, "text/csv"],
  [/[./]pdf$/, "application/pdf"],
  [/\.zip$/, "application/zip"],
  [/\.ics$/, "text/calendar"],
  [/\/(files\/:[A-Za-z]+|receipt|thumbnail)$/, "application/octet-stream"],
];

/**
 * Routes whose body is a file's bytes, read by the handler rather than a validator: a sheet
 * to import, an upload. Said here so a caller knows what to send.
 */
const RAW_BODIES: readonly [RegExp, string, string][] = [
  [/^\/api\/imports\//, "text/csv", "The sheet itself: CSV or TSV, as saved from a spreadsheet."],
  [
    /\/(files|receipt|currency\/uploaded)$/,
    "application/octet-stream",
    "The file's bytes, as a browser sends a File.",
  ],
];

function rawRequestBody(route: CollectedRoute) {
  if (route.method !== "POST" && route.method !== "PUT") return undefined;
  const raw = RAW_BODIES.find(([re]) => re.test(route.path));
  if (!raw) return undefined;
  const [, type, description] = raw;
  return {
    required: true,
    description,
    content: { [type]: { schema: { type: "string", contentMediaType: type } } },
  };
}

/**
 * The success status a handler answers: Hono's `c.json(body, 201)` names it in the handler's
 * own source (responses carry no schema in this codebase, so the code is the one witness).
 */
function successStatus(route: CollectedRoute): string {
  const source = typeof route.handler === "function" ? route.handler.toString() : "";
  return source.match(/,\s*(20[0-9])\s*\)/)?.[1] ?? "200";
}

function successResponse(route: CollectedRoute): Record<string, unknown> {
  const fileType = route.method === "GET" && FILE_TYPES.find(([re]) => re.test(route.path))?.[1];
  if (fileType) {
    return {
      "200": {
        description: `The file (${fileType}).`,
        content: { [fileType]: { schema: { type: "string", contentMediaType: fileType } } },
      },
    };
  }
  return {
    [successStatus(route)]: {
      description: "Success. The answer's fields are described above; they are not schema-checked.",
      content: { "application/json": { schema: { type: "object" } } },
    },
  };
}

/** The route's path and query parameters, from the schemas its validators use. */
function parameters(
  route: CollectedRoute,
  components: Record<string, JsonSchema>,
  id: string,
  exampleQuery: Record<string, string> = {},
) {
  const paramSchema = schemaFor(route, "param");
  const params = paramSchema ? requestJsonSchema(paramSchema) : {};
  const paramProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, unknown>[] = pathParamNames(route.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: paramProps[name] ?? { type: "string" },
  }));
  const querySchema = schemaFor(route, "query");
  if (querySchema) {
    const query = hoistDefs(requestJsonSchema(querySchema), `${id}_query`, components);
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(
      (query.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const { description, ...rest } = schema;
      out.push({
        name,
        in: "query",
        required: required.has(name),
        ...(description !== undefined && { description }),
        schema: rest,
        ...(exampleQuery[name] !== undefined && { example: exampleQuery[name] }),
      });
    }
  }
  return out;
}

/** An id in a sample request: any uuid reads the same as a missing row (404). */
const SAMPLE_ID = "3f6c2a9e-8d41-4b7a-9c5e-1a2b3c4d5e6f";

/**
 * A request that can be pasted in a terminal, for every operation (issue 53 item 2): the
 * token from the environment, the path with sample ids, the documented query and body. As
 * the `x-codeSamples` extension reference tools read.
 */
function curlSample(route: CollectedRoute, example: RouteDoc["example"]): string {
  const query = example?.query ? `?${new URLSearchParams(example.query)}` : "";
  const url = `$TRIBE_URL${route.path.replace(/:[A-Za-z]+/g, SAMPLE_ID)}${query}`;
  const lines = [`curl -X ${route.method} "${url}"`, `  -H "Authorization: Bearer $TRIBE_TOKEN"`];
  if (example?.body !== undefined) {
    // In single quotes for the shell: a quote inside the JSON closes, escapes and reopens.
    const json = JSON.stringify(example.body).replaceAll("'", `'\\''`);
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${json}'`);
  }
  return lines.join(" \\\n");
}

/** One operation of the document: what the route takes, who may call it, what it answers. */
export function buildOperation(
  facts: OperationFacts,
  components: Record<string, JsonSchema>,
  sharedResponses: Record<string, unknown>,
) {
  const { route, doc, tag, scope, roles } = facts;
  const operationId = operationIdOf(route.method, route.path);
  const body = schemaFor(route, "json");
  const query = schemaFor(route, "query");
  const errors: ApiErrorCode[] = ["unauthenticated", "forbidden", "rate_limited"];
  if (body) errors.push("validation", "malformed_json", "unsupported_media_type");
  if (query) errors.push("validation");
  // Every body has a size limit; a file's is the route's own (app.ts LARGER_BODIES).
  if (body || rawRequestBody(route)) errors.push("payload_too_large");
  if (pathParamNames(route.path).length > 0) errors.push("not_found");
  errors.push(...(doc?.errors ?? []));
  const access = `Scope: \`${scope}\`. Roles: ${roles.join(", ")}.`;
  return {
    operationId,
    summary: doc?.summary || route.key,
    description: doc?.description ? `${doc.description}\n\n${access}` : access,
    tags: [tag],
    security: [{ bearer: [] }],
    "x-tribe-scope": scope,
    "x-tribe-roles": roles,
    parameters: parameters(route, components, operationId, doc?.example?.query),
    "x-codeSamples": [{ lang: "shell", label: "curl", source: curlSample(route, doc?.example) }],
    ...(!body && rawRequestBody(route) && { requestBody: rawRequestBody(route) }),
    ...(body && {
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: hoistDefs(requestJsonSchema(body), `${operationId}_body`, components),
            ...(doc?.example?.body !== undefined && { example: doc.example.body }),
          },
        },
      },
    }),
    responses: { ...successResponse(route), ...errorResponses(errors, sharedResponses) },
  };
}
