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

const errorAnswer = (codes: string[]) => ({
  description: "Refused",
  content: {
    "application/json": {
      schema: { $ref: "#/components/schemas/Error" },
      examples: Object.fromEntries(
        codes.map((code) => [code, { value: { error: { code, message: code } } }]),
      ),
    },
  },
});

/** A small OpenAPI 3.1 document in the shape /api/openapi.json serves. */
export const openApiDoc = () => ({
  openapi: "3.1.0",
  info: { title: "Tribe API", version: "1" },
  tags: [
    { name: "tours", description: "Tours, their shows and venues." },
    { name: "finances", description: "Deals, settlements and budgets." },
  ],
  components: {
    schemas: {
      Error: {
        type: "object",
        properties: { error: { type: "object", properties: { code: { type: "string" } } } },
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
        description: "Every tour of the workspace, newest first.",
        tags: ["tours"],
        "x-tribe-scope": "tours:read",
        "x-tribe-roles": ["owner", "manager", "crew", "artist"],
        responses: { "200": { description: "The tours" }, "401": errorAnswer(["unauthenticated"]) },
      },
    },
    "/api/tours/{tourId}/shows": {
      post: {
        summary: "Add a show to a tour",
        description: "A show on a day at a venue; a hold unless confirmed.",
        tags: ["tours"],
        "x-tribe-scope": "tours:write",
        "x-tribe-roles": ["owner", "manager"],
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
          "400": errorAnswer(["validation"]),
          "404": errorAnswer(["not_found"]),
          "409": errorAnswer(["date_conflict", "limit_reached"]),
        },
      },
    },
    "/api/tours/{tourId}/deals/{dealId}/settle": {
      post: {
        summary: "Settle a deal",
        tags: ["finances"],
        "x-tribe-scope": "finances:write",
        "x-tribe-roles": ["owner", "manager"],
        responses: { "409": errorAnswer(["conflict"]) },
      },
    },
  },
});
