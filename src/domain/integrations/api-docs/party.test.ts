import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { floatEntryInputSchema } from "../../party/float";
import { payInputSchema, paymentInputSchema } from "../../party/payments";
import { addPartySchema, partyPersonInputSchema } from "../../party/people";
import { ROUTE_ACCESS, type RouteKey } from "../../team/route-access";
import { scopeAreaOfRoute } from "../scopes";
import { PARTY_DOCS } from "./party";

/** The schemas each route validates its body with (src/server/routes/party): none reads a query. */
const SCHEMAS: Partial<Record<RouteKey, { body?: z.ZodType; query?: z.ZodType }>> = {
  "POST /api/tours/:tourId/party": { body: addPartySchema },
  "PUT /api/tours/:tourId/party/:personId": { body: partyPersonInputSchema },
  "POST /api/tours/:tourId/payments": { body: paymentInputSchema },
  "PUT /api/tours/:tourId/payments/:paymentId": { body: paymentInputSchema },
  "POST /api/tours/:tourId/payments/:paymentId/paid": { body: payInputSchema },
  "POST /api/tours/:tourId/float": { body: floatEntryInputSchema },
};

const routes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter(
  (k) => scopeAreaOfRoute(k) === "party",
);

describe("the party's API reference", () => {
  it("documents every public route of the area, and nothing else", () => {
    expect(Object.keys(PARTY_DOCS).sort()).toEqual([...routes].sort());
  });

  it.each(Object.entries(SCHEMAS))("%s has an example its own schemas take", (key, schemas) => {
    const example = PARTY_DOCS[key as RouteKey]?.example;
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
    const withExample = Object.entries(PARTY_DOCS).filter(([, doc]) => doc.example);
    expect(withExample.map(([k]) => k).filter((k) => !(k in SCHEMAS))).toEqual([]);
  });
});
