import { API_ERROR_STATUS, type ApiErrorCode } from "@/domain/api-errors";
import type { JsonSchema } from "./json-schema";

/** The one error shape of the API (domain/api-errors.ts ApiErrorBody), as components.schemas.Error. */
export const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          type: "string",
          enum: Object.keys(API_ERROR_STATUS),
          description: "Stable: decide on the code, never on the message's words.",
        },
        message: { type: "string", description: "For a person to read." },
        fields: {
          type: "object",
          additionalProperties: { type: "string" },
          description: 'Per-field messages by the field\'s path ("show.venueId"), on validation.',
        },
      },
    },
  },
};

/** A message like the API's own, for each example answer. */
const EXAMPLE_MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  validation: "Invalid input — title: Required",
  malformed_json: "The body is not valid JSON",
  unauthenticated: "Sign in, or send a valid token",
  forbidden: "Your role or your token's scopes do not allow this",
  not_found: "Not found",
  conflict: "The data as it is now refuses this change",
  limit_reached: "The workspace holds as many of these as it may",
  rate_limited: "Too many requests: wait a moment, then try again",
  unsupported_media_type: "Send the body as JSON (Content-Type: application/json)",
  payload_too_large: "The body is larger than this route takes",
};

const pascal = (code: string) =>
  code.replace(/(^|_)([a-z])/g, (_m, _sep, letter: string) => letter.toUpperCase());

/**
 * The error answers of one operation, grouped by status as OpenAPI keys them. Each group is
 * written once in `shared` (components.responses) and referred to: 210 operations repeat the
 * same few answers. The reference keeps its description (OpenAPI 3.1 allows it), so a reader
 * sees the codes without following it.
 */
export function errorResponses(
  codes: readonly ApiErrorCode[],
  shared: Record<string, unknown>,
): Record<string, unknown> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = API_ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, group] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const name = group.map(pascal).join("Or");
    const description = group.map((code) => `\`${code}\``).join(", ");
    shared[name] ??= {
      description,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Error" },
          examples: Object.fromEntries(
            group.map((code) => [
              code,
              { value: { error: { code, message: EXAMPLE_MESSAGES[code] ?? code } } },
            ]),
          ),
        },
      },
    };
    responses[String(status)] = { $ref: `#/components/responses/${name}`, description };
  }
  return responses;
}
