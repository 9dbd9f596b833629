import type { ValidationTargets } from "hono";
import type { z } from "zod";

/**
 * What a validating middleware checks, carried on the middleware itself so the API's
 * description (openapi/document.ts) is written from the very schemas the routes validate
 * with (ADR 0033): a route's document cannot say one thing while its validator takes another.
 */
const ROUTE_SCHEMA: unique symbol = Symbol("tribe.routeSchema");

export interface RouteSchema {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

/**
 * Marks a middleware with the schema it validates `target` with; the property is not
 * enumerable and the middleware is returned unchanged, so behaviour and types stay the same.
 */
export function withRouteSchema<M extends object>(
  middleware: M,
  target: keyof ValidationTargets,
  schema: z.ZodType,
): M {
  const value: RouteSchema = { target, schema };
  return Object.defineProperty(middleware, ROUTE_SCHEMA, { value, enumerable: false });
}

/** Hono wraps a sub-app's handler when the sub-app has its own error handler (hono-base.ts). */
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

/** The schema a route's middleware carries, looking through Hono's wrapper; undefined: none. */
export function routeSchemaOf(handler: unknown): RouteSchema | undefined {
  if (typeof handler !== "function") return undefined;
  const own = (handler as { [ROUTE_SCHEMA]?: RouteSchema })[ROUTE_SCHEMA];
  if (own) return own;
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return inner && inner !== handler ? routeSchemaOf(inner) : undefined;
}
