import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idParams } from "../middleware/id-params";
import { validate } from "../middleware/validate";
import { buildOpenApiDocument } from "./document";

const showQuery = z.object({
  from: z.string().describe("First date"),
  limit: z.string().regex(/^\d+$/).transform(Number).optional(),
});
const showBody = z.object({
  performanceDate: z.string().min(1),
  venueFee: z.union([z.number(), z.string()]).pipe(z.coerce.number()).optional(),
});

/** A tiny API app laid out like the real one: a session middleware, an area mounted at "/". */
function tinyApi() {
  const shows = new Hono()
    .get("/", idParams(["tourId"], "Tour not found"), validate("query", showQuery), (c) =>
      c.json([]),
    )
    .post("/", idParams(["tourId"], "Tour not found"), validate("json", showBody), (c) =>
      c.json({}, 201),
    );
  const area = new Hono()
    .route("/tours/:tourId/shows", shows)
    .get("/profile", (c) => c.json({}))
    .get("/exports/shows.csv", (c) => c.text(""));
  return new Hono().use(async (_c, next) => next()).route("/", area);
}

// biome-ignore lint/suspicious/noExplicitAny: the document is read as the JSON it is
type Json = any;
const doc = buildOpenApiDocument(tinyApi(), { prefix: "/api", version: "1.2.3" });
const shows: Json = doc.paths["/api/tours/{tourId}/shows"];

describe("the OpenAPI generator on a small app", () => {
  it("writes the path's ids from idParams as uuid path parameters", () => {
    const tourId = shows.get.parameters.find((p: { in: string }) => p.in === "path");
    expect(tourId).toMatchObject({ name: "tourId", required: true });
    expect(tourId.schema).toMatchObject({ type: "string", format: "uuid" });
  });

  it("writes a validated query as one parameter per field, required or not", () => {
    const query = shows.get.parameters.filter((p: { in: string }) => p.in === "query");
    expect(query.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ["from", true],
      ["limit", false],
    ]);
    expect(query[0].description).toBe("First date");
    // The input side: a caller sends the digits as a string, before the transform.
    expect(query[1].schema).toMatchObject({ type: "string", pattern: "^\\d+$" });
  });

  it("writes a validated JSON body as the request body, input side, and the 201 it answers", () => {
    const body = shows.post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["performanceDate"]);
    expect(body.properties.venueFee).toEqual({ type: ["number", "string"] });
    expect(Object.keys(shows.post.responses)).toContain("201");
    expect(Object.keys(shows.post.responses)).toContain("400");
    const notFound = shows.get.responses["404"];
    expect(notFound.description).toBe("`not_found`");
    const shared = (doc.components.responses as Json)[notFound.$ref.split("/").pop()];
    expect(shared.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
  });

  it("tells each operation's scope and roles from the roles table, and a file's type", () => {
    expect(shows.post["x-tribe-scope"]).toBe("tours:write");
    expect(shows.get["x-tribe-scope"]).toBe("tours:read");
    expect(shows.post["x-tribe-roles"]).toEqual(["owner", "manager"]);
    const csv = (doc.paths["/api/exports/shows.csv"] as Json).get;
    expect(Object.keys(csv.responses["200"].content)).toEqual(["text/csv"]);
  });

  it("leaves out the routes a token may not reach and the app's middleware", () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/exports/shows.csv",
      "/api/tours/{tourId}/shows",
    ]);
    expect(doc.info.version).toBe("1.2.3");
  });
});
