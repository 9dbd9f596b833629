import { describe, expect, it } from "vitest";
import { groupOperations, operationsOf, searchOperations } from "./openapi-model";

const doc = {
  components: {
    schemas: {
      Person: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", minLength: 1 },
          rate: { $ref: "#/components/schemas/Rate" },
        },
      },
      Rate: {
        anyOf: [
          { type: "object", properties: { amount: { type: "string", pattern: "^\\d+$" } } },
          { type: "null" },
        ],
      },
    },
    responses: {
      Conflict: {
        description: "Refused",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                error: {
                  type: "object",
                  properties: { code: { enum: ["conflict", "limit_reached"] } },
                },
              },
            },
          },
        },
      },
    },
  },
  paths: {
    "/api/tours/{tourId}/party": {
      parameters: [{ name: "tourId", in: "path", required: true, schema: { type: "string" } }],
      post: {
        tags: ["party"],
        "x-tribe-roles": "owner",
        description: "Adds people.\n\nScope: `party:write`. Roles: owner.",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  people: { type: "array", items: { $ref: "#/components/schemas/Person" } },
                },
              },
              examples: { one: { value: { people: [{ name: "Ana" }] } } },
            },
          },
        },
        responses: {
          "404": { $ref: "#/components/responses/Gone", description: "`not_found`" },
          "409": { $ref: "#/components/responses/Conflict" },
          "200": { description: "ok" },
        },
      },
    },
    "/api/calendar-feed": { get: { tags: ["Webhooks-ish"], summary: "A feed" } },
  },
};

describe("reading the API's description", () => {
  const [party, feed] = operationsOf(doc);

  it("follows references into nested body fields, named by their path", () => {
    expect(party?.body?.fields.map((f) => [f.name, f.type, f.required, f.constraints])).toEqual([
      ["people", "array of object", false, []],
      ["people[].name", "string", true, ["at least 1 character"]],
      ["people[].rate", "object or null", false, []],
      ["people[].rate.amount", "string", false, ["matches ^\\d+$"]],
    ]);
    expect(party?.body?.example).toEqual({ people: [{ name: "Ana" }] });
  });

  it("takes the path's own parameters, a role given as one word, and error codes from the schema", () => {
    expect(party?.parameters).toEqual([
      { name: "tourId", in: "path", required: true, type: "string", description: "" },
    ]);
    expect(party?.roles).toEqual(["owner"]);
    expect(party?.description).toBe("Adds people.");
    expect(party?.errors).toEqual([
      // A reference the document does not hold still says its codes in words.
      { status: "404", codes: [], description: "`not_found`" },
      { status: "409", codes: ["conflict", "limit_reached"], description: "Refused" },
    ]);
  });

  it("groups areas by their label in the sidebar's order, then other tags", () => {
    const groups = groupOperations(doc, [feed!, party!]);
    expect(groups.map((g) => g.label)).toEqual(["Party & pay", "Webhooks-ish"]);
  });

  it("groups in the order the document lists its tags", () => {
    const listed = { tags: [{ name: "Webhooks-ish" }, { name: "Party & pay" }] };
    expect(groupOperations(listed, [party!, feed!]).map((g) => g.label)).toEqual([
      "Webhooks-ish",
      "Party & pay",
    ]);
  });

  it("finds an operation by its area's label as well as its path", () => {
    expect(searchOperations([party!, feed!], "party & pay").map((o) => o.key)).toEqual([
      "POST /api/tours/{tourId}/party",
    ]);
    expect(searchOperations([party!, feed!], "GET feed").map((o) => o.key)).toEqual([
      "GET /api/calendar-feed",
    ]);
  });

  it("reads nothing from what is not a document", () => {
    expect(operationsOf(null)).toEqual([]);
    expect(operationsOf({ paths: [] })).toEqual([]);
    expect(groupOperations("x", [])).toEqual([]);
  });
});
