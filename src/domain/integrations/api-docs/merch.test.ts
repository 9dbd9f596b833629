import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { showCountsInputSchema } from "../../merch/counts";
import { designMoveSchema, designProjectInputSchema } from "../../merch/design-projects";
import { merchPartnerInputSchema, partnerDeleteQuerySchema } from "../../merch/partners";
import { merchProductInputSchema } from "../../merch/products";
import { ROUTE_ACCESS, type RouteKey } from "../../team/route-access";
import { scopeAreaOfRoute } from "../scopes";
import { MERCH_DOCS } from "./merch";

/**
 * The schemas each route validates its body and query with (src/server/routes/merch). The
 * proof upload reads a raw body and its `name` without a schema: no example.
 */
const SCHEMAS: Partial<Record<RouteKey, { body?: z.ZodType; query?: z.ZodType }>> = {
  "POST /api/merch/partners": { body: merchPartnerInputSchema },
  "PUT /api/merch/partners/:partnerId": { body: merchPartnerInputSchema },
  "DELETE /api/merch/partners/:partnerId": { query: partnerDeleteQuerySchema },
  "POST /api/merch/projects": { body: designProjectInputSchema },
  "PUT /api/merch/projects/:projectId": { body: designProjectInputSchema },
  "POST /api/merch/projects/:projectId/moves": { body: designMoveSchema },
  "POST /api/merch/products": { body: merchProductInputSchema },
  "PUT /api/merch/products/:productId": { body: merchProductInputSchema },
  "PUT /api/merch/shows/:showId/counts": { body: showCountsInputSchema },
};

const routes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter(
  (k) => scopeAreaOfRoute(k) === "merch",
);

describe("merch's API reference", () => {
  it("documents every public route of the area, and nothing else", () => {
    expect(Object.keys(MERCH_DOCS).sort()).toEqual([...routes].sort());
  });

  it.each(Object.entries(SCHEMAS))("%s has an example its own schemas take", (key, schemas) => {
    const example = MERCH_DOCS[key as RouteKey]?.example;
    for (const part of ["body", "query"] as const) {
      const schema = schemas[part];
      if (!schema) {
        expect(example?.[part], `${part} the route does not read`).toBeUndefined();
        continue;
      }
      const parsed = schema.safeParse(example?.[part]);
      expect(parsed.error?.issues ?? [], `${key} ${part}`).toEqual([]);
    }
  });

  it("gives no example to a route that reads neither body nor query", () => {
    const withExample = Object.entries(MERCH_DOCS).filter(([, doc]) => doc.example);
    expect(withExample.map(([k]) => k).filter((k) => !(k in SCHEMAS))).toEqual([]);
  });
});
