import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { CreatedTokenAnswer, TokenAnswer } from "@/domain/integrations/tokens";
import type { Role } from "@/domain/team/roles";

/** Answers of the integrations routes for the API & webhooks page's tests (as the server sends them). */
export const WEBSITE = "7c1e2d3f-0000-4000-8000-0000000000t1";
export const LEDGER = "7c1e2d3f-0000-4000-8000-0000000000t2";

export const token = (over: Partial<TokenAnswer> = {}): TokenAnswer => ({
  id: WEBSITE,
  name: "Website",
  prefix: "tribe_pat_3fA9",
  scopes: ["tours:write", "overview:read"],
  expiresAt: "2099-06-01T23:59:59.999Z",
  createdAt: "2099-03-01T10:00:00.000Z",
  lastUsedAt: null,
  maker: { id: "u-owner", name: "Olga Owner" },
  mine: true,
  ...over,
});

export const created = (over: Partial<CreatedTokenAnswer> = {}): CreatedTokenAnswer => ({
  ...token(),
  token: "tribe_pat_3fA9kLmNoPqRsTuVwXyZ0123456789abcdefgh",
  ...over,
});

/** The workspace the page works in, as `role` (View as crew answers "crew" here too). */
export function seedIntegrations(client: QueryClient, role: Role, tokens: TokenAnswer[] = []) {
  client.setQueryData(queryKeys.team.current, {
    id: "w1",
    name: "The Band",
    role,
    homeCurrency: "GBP",
  });
  client.setQueryData(queryKeys.integrations.tokens, tokens);
}

export function seedOpenApi(client: QueryClient, doc: unknown) {
  client.setQueryData(queryKeys.integrations.openapi, doc);
}

/** An error answer as the document shares it (components.responses), one example per code. */
const errorAnswer = (codes: string[]) => ({
  description: codes.map((c) => `\`${c}\``).join(", "),
  content: {
    "application/json": {
      schema: { $ref: "#/components/schemas/Error" },
      examples: Object.fromEntries(
        codes.map((code) => [code, { value: { error: { code, message: code } } }]),
      ),
    },
  },
});
const ref = (name: string) => ({ $ref: `#/components/responses/${name}`, description: name });

/**
 * A small OpenAPI 3.1 document in the shape /api/openapi.json serves (src/server/openapi):
 * tags are the areas' labels, error answers are shared and referred to, and the shared Error
 * schema's enum names every code of the API.
 */
export const openApiDoc = () => ({
  openapi: "3.1.0",
  info: { title: "Tribe API", version: "1" },
  tags: [
    { name: "Tours", description: "Tours, their shows and venues.", "x-tribe-area": "tours" },
    {
      name: "Finances",
      description: "Deals, settlements and budgets.",
      "x-tribe-area": "finances",
    },
  ],
  components: {
    responses: {
      Unauthenticated: errorAnswer(["unauthenticated"]),
      Validation: errorAnswer(["validation"]),
      NotFound: errorAnswer(["not_found"]),
      DateConflictOrLimitReached: errorAnswer(["date_conflict", "limit_reached"]),
      Conflict: errorAnswer(["conflict"]),
    },
    schemas: {
      Error: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: { code: { type: "string", enum: ["validation", "not_found", "conflict"] } },
          },
        },
      },
      ShowInput: {
        type: "object",
        required: ["date", "venueId"],
        properties: {
          date: { type: "string", format: "date", description: "The show's day" },
          venueId: { type: "string", format: "uuid" },
          capacity: { type: ["integer", "null"], minimum: 0, maximum: 100000 },
          status: { enum: ["hold", "confirmed"], default: "hold" },
          notes: { type: "string", maxLength: 2000 },
        },
      },
    },
  },
  paths: {
    "/api/tours": {
      get: {
        summary: "List the tours",
        description:
          "Every tour of the workspace, newest first.\n\nScope: `tours:read`. Roles: owner, manager, crew, artist.",
        tags: ["Tours"],
        "x-tribe-scope": "tours:read",
        "x-tribe-roles": ["owner", "manager", "crew", "artist"],
        responses: { "200": { description: "The tours" }, "401": ref("Unauthenticated") },
      },
    },
    "/api/tours/{tourId}/shows": {
      post: {
        summary: "Add a show to a tour",
        description:
          "A show on a day at a venue; a hold unless `confirmed`.\n\nScope: `tours:write`. Roles: owner, manager.",
        tags: ["Tours"],
        "x-tribe-scope": "tours:write",
        "x-tribe-roles": ["owner", "manager"],
        "x-codeSamples": [
          {
            lang: "shell",
            label: "curl",
            source:
              'curl -X POST "$TRIBE_URL/api/tours/3f6c/shows" \\\n  -H "Authorization: Bearer $TRIBE_TOKEN"',
          },
        ],
        parameters: [
          {
            name: "tourId",
            in: "path",
            required: true,
            schema: { type: "string", format: "uuid" },
          },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/ShowInput" },
              example: { date: "2099-05-01", venueId: "0b0c", status: "hold" },
            },
          },
        },
        responses: {
          "201": { description: "The show" },
          "400": ref("Validation"),
          "404": ref("NotFound"),
          "409": ref("DateConflictOrLimitReached"),
        },
      },
    },
    "/api/tours/{tourId}/deals/{dealId}/settle": {
      post: {
        summary: "Settle a deal",
        tags: ["Finances"],
        "x-tribe-scope": "finances:write",
        "x-tribe-roles": ["owner", "manager"],
        responses: { "409": ref("Conflict") },
      },
    },
    "/api/imports/shows/{tourId}": {
      post: {
        summary: "Import shows from a sheet",
        tags: ["Tours"],
        "x-tribe-scope": "tours:write",
        "x-tribe-roles": ["owner", "manager"],
        requestBody: {
          required: true,
          description: "The sheet itself: CSV or TSV, as saved from a spreadsheet.",
          content: { "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } } },
        },
      },
    },
  },
});
