import type { ApiErrorCode } from "../../api-errors";
import type { RouteKey } from "../../team/route-access";

/**
 * What the API's description says of one public route (issue 53 item 2), beside what the
 * route's own schemas say (the generator reads those from the routes). One table per area
 * (api-docs/<area>.ts); a test fails on a public route without its entry, or an entry for a
 * route that is not there.
 */
export interface RouteDoc {
  /** One line, as a reference page lists it: "List a tour's shows". */
  summary: string;
  /** What it does and anything a caller must know (roles, what is hidden, side effects). */
  description: string;
  /**
   * Error codes this route answers beyond the ones every route may (unauthenticated,
   * forbidden, rate_limited; validation where it validates; not_found where the path has ids).
   */
  errors?: readonly ApiErrorCode[];
  /**
   * A request that works: its JSON body and/or query. A test checks each against the route's
   * own schema, so an example cannot drift from what the route takes.
   */
  example?: { body?: unknown; query?: Record<string, string> };
}

export type RouteDocs = Partial<Record<RouteKey, RouteDoc>>;
