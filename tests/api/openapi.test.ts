import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_DOCS } from "@/domain/integrations/api-docs";
import { scopeAreaOfRoute } from "@/domain/integrations/scopes";
import { campaignInputSchema } from "@/domain/marketing/campaigns";
import { createNegotiationSchema } from "@/domain/negotiations/negotiations";
import { ROUTE_ACCESS, type RouteKey } from "@/domain/team/route-access";
import { tourInputSchema } from "@/domain/tours/tours";
import { venueInputSchema } from "@/domain/tours/venues";
import { collectRoutes, schemaFor } from "@/server/openapi/collect-routes";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

const s = setupApiSuite();

// biome-ignore lint/suspicious/noExplicitAny: the document is read as the JSON it is
type Doc = any;
let doc: Doc;
let served: Awaited<ReturnType<typeof call>>;

beforeAll(async () => {
  served = await call(s.t, "GET", "/api/openapi.json");
  doc = served.data;
});

/** "/api/tours/{tourId}" → "/api/tours/:tourId", the roles table's spelling. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`;

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Doc>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: keyOf(method, path), path, method, op })),
  );

/** The app's own routes as Hono lists them: what is really mounted, middleware aside. */
const mountedKeys = () =>
  new Set(
    s.t.app.routes
      .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
      .map((r) => `${r.method} ${r.path}`),
  );

const publicKeys = () =>
  (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter((key) => scopeAreaOfRoute(key) !== undefined);

describe("GET /api/openapi.json", () => {
  it("is served to anyone, no session, as JSON that revalidates by its ETag", async () => {
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toContain("application/json");
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await s.t.app.request("http://localhost:3000/api/openapi.json", {
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
  });

  it("is a valid OpenAPI 3.1 document by a standard validator", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has one operation per public route of the roles table, each mounted, and nothing else", () => {
    const mounted = mountedKeys();
    const documented = operations().map((o) => o.key);
    expect(new Set(documented).size).toBe(documented.length);
    // A public route in the table that the app does not serve is a disagreement too.
    expect(publicKeys().filter((key) => !mounted.has(key))).toEqual([]);
    expect([...documented].sort()).toEqual(publicKeys().sort());
  });

  it("holds none of the routes a token may never reach", () => {
    const privatePath =
      /^\/api\/(profile|team|tokens|webhooks|auth|invitations|activity|notifications)/;
    expect(Object.keys(doc.paths).filter((p) => privatePath.test(p))).toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain("/api/openapi.json");
  });

  it("tells each operation's scope and roles as the roles table and the scopes decide", () => {
    for (const { key, method, op } of operations()) {
      const access = ROUTE_ACCESS[key as RouteKey];
      const want = `${scopeAreaOfRoute(key)}:${method === "get" ? "read" : "write"}`;
      expect(op["x-tribe-scope"], key).toBe(want);
      expect(op.description, key).toContain(want);
      expect(op["x-tribe-roles"], key).toEqual(access === "signedIn" ? expect.any(Array) : access);
      expect(op.security, key).toEqual([{ bearer: [] }]);
      for (const status of ["401", "403", "429"]) expect(op.responses[status], key).toBeDefined();
      if (key.includes("/:")) expect(op.responses["404"], key).toBeDefined();
      if (op.requestBody?.content["application/json"])
        expect(op.responses["400"], key).toBeDefined();
      if (op.requestBody) expect(op.responses["413"], key).toBeDefined();
    }
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("writes each request body from the very schema the route validates with", () => {
    const asDocumented = (schema: z.ZodType) => {
      const { $schema: _, ...rest } = z.toJSONSchema(schema, {
        target: "draft-2020-12",
        io: "input",
        unrepresentable: "any",
      });
      return rest;
    };
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content["application/json"].schema;
    expect(body("/api/tours", "post")).toEqual(asDocumented(tourInputSchema));
    expect(body("/api/tours/{tourId}", "put")).toEqual(asDocumented(tourInputSchema));
    expect(body("/api/venues", "post")).toEqual(asDocumented(venueInputSchema));
    expect(body("/api/campaigns/{id}", "put")).toEqual(asDocumented(campaignInputSchema));
    expect(body("/api/negotiations", "post")).toEqual(asDocumented(createNegotiationSchema));
  });

  it("says what every body field takes: none reads as 'any value' (an amount, a rate, an optional id)", () => {
    const vague: string[] = [];
    const walk = (schema: Doc, at: string) => {
      for (const [name, field] of Object.entries<Doc>(schema?.properties ?? {})) {
        const { description: _, ...says } = field ?? {};
        if (Object.keys(says).length === 0) vague.push(`${at}.${name}`);
        walk(field, `${at}.${name}`);
        if (field?.items) walk(field.items, `${at}.${name}[]`);
      }
    };
    for (const { key, op } of operations())
      walk(op.requestBody?.content?.["application/json"]?.schema, key);
    expect(vague).toEqual([]);
    // A deal's guarantee: an amount as a number or text, or null to leave it empty.
    const deal =
      doc.paths["/api/tours/{tourId}/deals"].post.requestBody.content["application/json"].schema
        .properties.guaranteeAmount;
    expect(deal.type).toEqual(expect.arrayContaining(["number", "string", "null"]));
  });

  it("gives every operation a request to paste in a terminal, with its example body", () => {
    const escapeRegExp = (text: string) => text.replace(/[.?$]/g, "\\$&");
    for (const { key, op } of operations()) {
      const source = op["x-codeSamples"]?.[0]?.source as string;
      const [method, path] = key.split(" ") as [string, string];
      const url = escapeRegExp(path).replace(/:\w+/g, "[0-9a-f-]{36}");
      expect(source, key).toMatch(new RegExp(`^curl -X ${method} "\\$TRIBE_URL${url}[?"]`));
      expect(source, key).toContain('-H "Authorization: Bearer $TRIBE_TOKEN"');
      const example = op.requestBody?.content?.["application/json"]?.example;
      if (example !== undefined) expect(source, key).toContain("-d '{");
    }
  });

  it("files are documented as files: CSV, PDF, zip, and a sheet to import", () => {
    const types = (path: string) => Object.keys(doc.paths[path].get.responses["200"].content);
    expect(types("/api/exports/tours.csv")).toEqual(["text/csv"]);
    expect(types("/api/exports/tours.pdf")).toEqual(["application/pdf"]);
    expect(types("/api/listings/bandsintown.zip")).toEqual(["application/zip"]);
    expect(types("/api/exports/tours.json")).toEqual(["application/json"]);
    // A sheet to import is the body itself, not JSON.
    const sheet = doc.paths["/api/imports/shows"].post.requestBody.content;
    expect(Object.keys(sheet)).toEqual(["text/csv"]);
  });

  it("every CSV download takes and describes `excel` (the file for Excel, ADR 0004)", () => {
    const csvDownloads = operations().filter(
      ({ op }) => op.responses["200"]?.content?.["text/csv"],
    );
    expect(csvDownloads.length).toBeGreaterThanOrEqual(10);
    for (const { key, op } of csvDownloads) {
      const excel = (op.parameters as { in: string; name: string; description?: string }[]).find(
        (p) => p.in === "query" && p.name === "excel",
      );
      expect(excel?.description, key).toMatch(/byte-order mark/);
    }
  });
});

describe("the route docs (api-docs/<area>.ts)", () => {
  const routes = () => new Map(collectRoutes(s.t.app).map((r) => [r.key, r]));

  it("name only public routes the app serves", () => {
    const publicOnes = new Set<string>(publicKeys());
    const mounted = mountedKeys();
    const stray = Object.keys(API_DOCS).filter((key) => !publicOnes.has(key) || !mounted.has(key));
    expect(stray).toEqual([]);
  });

  it("give every public route a summary and a description", () => {
    const missing = publicKeys().filter(
      (key) => !API_DOCS[key]?.summary.trim() || !API_DOCS[key]?.description.trim(),
    );
    expect(missing).toEqual([]);
  });

  it("have examples the route's own schemas take: an example cannot drift", () => {
    const byKey = routes();
    const refused: string[] = [];
    const check = (key: string, what: "json" | "query", example: unknown) => {
      const schema = schemaFor(byKey.get(key)!, what);
      if (!schema) return refused.push(`${key}: takes no ${what}`);
      const parsed = schema.safeParse(example);
      for (const issue of parsed.error?.issues ?? []) {
        refused.push(`${key} ${what} ${issue.path.join(".")}: ${issue.message}`);
      }
    };
    for (const [key, entry] of Object.entries(API_DOCS)) {
      if (!entry?.example || !byKey.has(key)) continue;
      if (entry.example.body !== undefined) check(key, "json", entry.example.body);
      if (entry.example.query !== undefined) check(key, "query", entry.example.query);
    }
    expect(refused).toEqual([]);
  });

  it("are what the document says: summary, description and the example body", () => {
    for (const { key, op } of operations()) {
      const entry = API_DOCS[key as RouteKey];
      if (!entry) continue;
      expect(op.summary, key).toBe(entry.summary);
      expect(op.description, key).toContain(entry.description);
      if (entry.example?.body !== undefined) {
        expect(op.requestBody.content["application/json"].example, key).toEqual(entry.example.body);
      }
      for (const code of entry.errors ?? []) {
        const listed = Object.values(op.responses as Record<string, { description: string }>);
        expect(
          listed.some((r) => r.description.includes(`\`${code}\``)),
          `${key} ${code}`,
        ).toBe(true);
      }
    }
  });
});

describe("the documented examples, sent to the running app", () => {
  it("answer a status their operation documents, and the new-thing examples succeed", async () => {
    const owner = await signUp(s.t);
    const undocumented: string[] = [];
    const answered = new Map<string, number>();
    for (const { key, path, method, op } of operations()) {
      const example = op.requestBody?.content["application/json"]?.example;
      const query = new URLSearchParams(
        (op.parameters as { in: string; name: string; example?: string }[])
          .filter((p) => p.in === "query" && p.example !== undefined)
          .map((p) => [p.name, p.example as string]),
      );
      const sends = example !== undefined || (method === "get" && query.size > 0);
      if (!sends || !["get", "post", "put", "patch"].includes(method)) continue;
      // Ids in the path are a fresh workspace's unknowns: the route must say 404, as documented.
      const url = `${path.replace(/\{[^}]+\}/g, () => crypto.randomUUID())}${query.size ? `?${query}` : ""}`;
      const res = await call(s.t, method.toUpperCase(), url, {
        cookie: owner.cookie,
        json: example,
      });
      answered.set(key, res.status);
      if (!op.responses[String(res.status)]) {
        undocumented.push(
          `${key} answered ${res.status} ${JSON.stringify(res.data).slice(0, 200)}`,
        );
      }
    }
    expect(undocumented).toEqual([]);
    expect(answered.get("POST /api/tours")).toBe(201);
    expect(answered.get("POST /api/venues")).toBe(201);
    expect(answered.get("POST /api/campaigns")).toBe(201);
    expect(answered.get("PUT /api/listings/page")).toBe(200);
    expect(answered.get("PUT /api/tours/:tourId")).toBe(404);
    expect(answered.get("GET /api/negotiations/calendar")).toBe(200);
    expect(answered.get("GET /api/exports/tours.csv")).toBe(200);
  });
});
