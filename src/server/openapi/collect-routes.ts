import type { Hono } from "hono";
import { type RouteSchema, routeSchemaOf } from "./route-schema";

/** One route of a built app as the document tells it: "GET /api/tours/:tourId" and its checks. */
export interface CollectedRoute {
  method: string;
  /** Hono's pattern, with the mount prefix: "/api/tours/:tourId". */
  path: string;
  /** "METHOD /path": the roles table's key for the route (route-access.ts). */
  key: string;
  /** What the route's middleware validate, in the order they run. */
  schemas: RouteSchema[];
  /** The last function registered for the route: the one that answers. */
  handler: unknown;
}

/** Hono keeps a wrapped sub-app handler's original under this name (hono-base.ts). */
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

const unwrapped = (handler: unknown): unknown =>
  (handler as Record<string, unknown> | undefined)?.[COMPOSED_HANDLER] ?? handler;

/**
 * The routes of a built Hono app, one per method and path. Hono lists a route's middleware
 * and its handler as entries with the same method and path, in order; `ALL` entries are
 * middleware mounted with `use` (the session, the roles check), never a route of their own.
 */
export function collectRoutes(app: Pick<Hono, "routes">, prefix = ""): CollectedRoute[] {
  const byKey = new Map<string, CollectedRoute>();
  for (const entry of app.routes) {
    if (entry.method === "ALL" || entry.method === "HEAD" || entry.path.includes("*")) continue;
    const path = `${prefix}${entry.path === "/" && prefix ? "" : entry.path}`;
    const key = `${entry.method} ${path}`;
    let route = byKey.get(key);
    if (!route) {
      route = { method: entry.method, path, key, schemas: [], handler: undefined };
      byKey.set(key, route);
    }
    const schema = routeSchemaOf(entry.handler);
    if (schema) route.schemas.push(schema);
    else route.handler = unwrapped(entry.handler);
  }
  return [...byKey.values()];
}

/** The schema a route validates `target` with, if it does. */
export const schemaFor = (route: CollectedRoute, target: RouteSchema["target"]) =>
  route.schemas.find((s) => s.target === target)?.schema;

/** "/api/tours/:tourId" → "/api/tours/{tourId}" (OpenAPI's path templates). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The names of a path's parameters, in order. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
