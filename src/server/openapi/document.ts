import type { Hono } from "hono";
import { API_DOCS } from "@/domain/integrations/api-docs";
import {
  SCOPE_AREAS,
  type Scope,
  type ScopeArea,
  scopeAreaOfRoute,
} from "@/domain/integrations/scopes";
import { ACTIVITY_AREA_LABELS } from "@/domain/team/activity-areas";
import { ROLES } from "@/domain/team/roles";
import { ROUTE_ACCESS, type RouteKey } from "@/domain/team/route-access";
import { type CollectedRoute, collectRoutes, openApiPath } from "./collect-routes";
import { ERROR_SCHEMA } from "./errors";
import type { JsonSchema } from "./json-schema";
import { buildOperation } from "./operation";
import { AREA_DESCRIPTIONS } from "./tags";

const DESCRIPTION = `Tribe's public API: what a team's other tools may read and change.

**Authentication.** Send a personal access token, made in Settings → API & webhooks, as \`Authorization: Bearer tribe_pat_…\`. A token acts as the member who made it, with that member's role of the moment, and only within its scopes: \`<area>:read\` for GET, \`<area>:write\` (which includes read) for anything else. Each operation names its scope (\`x-tribe-scope\`) and the roles that may call it (\`x-tribe-roles\`); a crew member's or artist's token reads money as hidden, as they do.

**Errors** are always \`{ "error": { "code", "message", "fields"? } }\`: decide on \`code\`, never on the message. Requests are rate-limited per token (429 \`rate_limited\`).

**Answers.** Request schemas are generated from the very schemas the server validates with. Answers are not checked against a schema in this codebase, so each success answer is described in words and typed here as an object.`;

/** The bearer token every operation takes. */
const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "tribe_pat_…",
    description: "A personal access token made in API & webhooks (Settings).",
  },
};

interface PublicRoute {
  route: CollectedRoute;
  key: RouteKey;
  area: ScopeArea;
}

/** The routes a token may reach: in the roles table, and in an area a scope can name. */
function publicRoutesOf(app: Pick<Hono, "routes">, prefix: string): PublicRoute[] {
  const out: PublicRoute[] = [];
  for (const route of collectRoutes(app, prefix)) {
    if (!Object.hasOwn(ROUTE_ACCESS, route.key)) continue;
    const key = route.key as RouteKey;
    const area = scopeAreaOfRoute(key);
    if (area) out.push({ route, key, area });
  }
  return out;
}

interface DocumentOptions {
  /** Where the app is mounted: "/api". */
  prefix: string;
  version: string;
}

/** The OpenAPI 3.1 document of an app's public routes (ADR 0033), built from its validators. */
export function buildOpenApiDocument(app: Pick<Hono, "routes">, options: DocumentOptions) {
  const components: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  const responses: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const areas = new Set<ScopeArea>();
  const routes = publicRoutesOf(app, options.prefix).sort((a, b) =>
    a.route.path === b.route.path
      ? a.route.method.localeCompare(b.route.method)
      : a.route.path.localeCompare(b.route.path),
  );
  for (const { route, key, area } of routes) {
    areas.add(area);
    const access = ROUTE_ACCESS[key];
    const scope: Scope = `${area}:${route.method === "GET" ? "read" : "write"}`;
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = buildOperation(
      {
        route,
        doc: API_DOCS[key],
        tag: ACTIVITY_AREA_LABELS[area],
        scope,
        roles: access === "signedIn" ? ROLES : access,
      },
      components,
      responses,
    );
  }
  return {
    openapi: "3.1.0",
    info: { title: "Tribe API", version: options.version, description: DESCRIPTION },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: SCOPE_AREAS.filter((area) => areas.has(area)).map((area) => ({
      name: ACTIVITY_AREA_LABELS[area],
      description: AREA_DESCRIPTIONS[area],
      "x-tribe-area": area,
    })),
    paths,
    components: { schemas: components, responses, securitySchemes: SECURITY_SCHEMES },
  };
}
