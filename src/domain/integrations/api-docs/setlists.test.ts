import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  filingInputSchema,
  filingQuerySchema,
  setlistSettingsSchema,
} from "../../setlists/filings";
import {
  playedSetInputSchema,
  savedSetInputSchema,
  showSetInputSchema,
} from "../../setlists/set-lists";
import { songImportQuerySchema } from "../../setlists/song-import";
import { songInputSchema } from "../../setlists/songs";
import { ROUTE_ACCESS, type RouteKey } from "../../team/route-access";
import { scopeAreaOfRoute } from "../scopes";
import { SETLISTS_DOCS } from "./setlists";

/** The schemas each route validates its body and query with (src/server/routes/setlists). */
const SCHEMAS: Partial<Record<RouteKey, { body?: z.ZodType; query?: z.ZodType }>> = {
  "POST /api/songs": { body: songInputSchema },
  "PUT /api/songs/:songId": { body: songInputSchema },
  "POST /api/imports/songs/preview": { query: songImportQuerySchema },
  "POST /api/imports/songs": { query: songImportQuerySchema },
  "PUT /api/tours/:tourId/set-lists/:showId": { body: showSetInputSchema },
  "PUT /api/tours/:tourId/set-lists/:showId/played": { body: playedSetInputSchema },
  "POST /api/saved-sets": { body: savedSetInputSchema },
  "PUT /api/saved-sets/:setId": { body: savedSetInputSchema },
  "GET /api/setlist-filings": { query: filingQuerySchema },
  "GET /api/setlist-filings/report.csv": { query: filingQuerySchema },
  "GET /api/setlist-filings/report.pdf": { query: filingQuerySchema },
  "PUT /api/tours/:tourId/set-lists/:showId/filings/:society": { body: filingInputSchema },
  "PUT /api/setlist-settings": { body: setlistSettingsSchema },
};

const routes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter(
  (k) => scopeAreaOfRoute(k) === "setlists",
);

describe("the set lists' API reference", () => {
  it("documents every public route of the area, and nothing else", () => {
    expect(Object.keys(SETLISTS_DOCS).sort()).toEqual([...routes].sort());
  });

  it.each(Object.entries(SCHEMAS))("%s has an example its own schemas take", (key, schemas) => {
    const example = SETLISTS_DOCS[key as RouteKey]?.example;
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
    const withExample = Object.entries(SETLISTS_DOCS).filter(([, doc]) => doc.example);
    expect(withExample.map(([k]) => k).filter((k) => !(k in SCHEMAS))).toEqual([]);
  });
});
