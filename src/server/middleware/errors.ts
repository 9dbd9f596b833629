import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  API_ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldMessages,
  invalidInputSummary,
} from "@/domain/api-errors";
import { LimitReached } from "@/domain/workspace-limits";
import type { AppEnv } from "../context";
import { isDatabaseUnreachable, mapDatabaseError } from "../db/database-errors";
import { invalidInputIn, translateRefusal } from "../i18n/error-words";
import { requestTranslator } from "../i18n/request-locale";
import { type Message, type Translator, translatorFor, type Values } from "../i18n/translator";
import { redactSecrets } from "../redact";
import { sessionToken } from "../session-cache";

export type { ApiErrorBody } from "@/domain/api-errors";

const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * A refusal: its code (which fixes its status, domain/api-errors.ts), a message, bad fields.
 * The message is English (`message`, the logs' and the tests') or a message descriptor with
 * its values, answered in the request's language (issue 55): `bodyIn(translator)`.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  private readonly said?: { message: Message; values?: Values };
  /** The message is "Invalid input — field: message; …" (fieldErrors), made from the fields. */
  summary = false;
  constructor(
    readonly code: ApiErrorCode,
    message: string | Message,
    readonly fields?: FieldMessages,
    values?: Values,
  ) {
    super(typeof message === "string" ? message : translatorFor("en").t(message, values));
    if (typeof message !== "string") this.said = { message, values };
    this.status = API_ERROR_STATUS[code];
  }

  get body(): ApiErrorBody {
    return errorBody(this.code, this.message, this.fields);
  }

  /** The answer in `translator`'s language: the message and each field's, where known. */
  bodyIn(translator: Translator): ApiErrorBody {
    if (translator.locale === "en") return this.body;
    const fields = this.fields
      ? Object.fromEntries(
          Object.entries(this.fields).map(([k, v]) => [k, translateRefusal(v, translator)]),
        )
      : undefined;
    const message = this.said
      ? translator.t(this.said.message, this.said.values)
      : this.summary && fields
        ? invalidInputIn(fields, translator)
        : translateRefusal(this.message, translator);
    return errorBody(this.code, message, fields);
  }
}

export const notFound = (what = "Not found") => new ApiError("not_found", what);

export function errorBody(
  code: ApiErrorCode,
  message: string,
  fields?: FieldMessages,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

type FieldErrorCode = Exclude<ApiErrorCode, "not_found" | "unknown_route" | "internal">;

/**
 * The one builder of field errors: each bad field with its message, for the form to show
 * beside the field. The message is "Invalid input — field: message; …" unless the refusal
 * reads better on its own (`message`, e.g. a file that is too large).
 */
export function fieldErrors(
  fields: FieldMessages,
  { code = "validation", message }: { code?: FieldErrorCode; message?: string } = {},
): ApiError {
  const error = new ApiError(code, message ?? invalidInputSummary(fields), fields);
  error.summary = message === undefined;
  return error;
}

/** Turns a zod failure into a 400 that names each bad field. */
export function validationError(issues: z.core.$ZodIssue[]): ApiError {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fieldErrors(fields);
}

/** Hono's own refusals (a body that is not JSON, a limit of a hono middleware) by status. */
function codeOfHttpException(err: HTTPException): ApiErrorCode {
  if (err.status === 400) return /json/i.test(err.message) ? "malformed_json" : "validation";
  const byStatus: Partial<Record<number, ApiErrorCode>> = {
    401: "unauthenticated",
    403: "forbidden",
    404: "not_found",
    413: "payload_too_large",
    429: "rate_limited",
    503: "unavailable",
  };
  return byStatus[err.status] ?? (err.status < 500 ? "validation" : "internal");
}

/**
 * The language of a refusal (issue 55): the person's choice, else Accept-Language. A refusal
 * made before the session is read (the body and query checks, json-guard.ts) has no person
 * yet; their choice is still found where this process holds their session (the session
 * cache, in memory: no query), keyed by the signed cookie better-auth checked before it was
 * kept, so a made-up cookie finds nothing. Only the language is taken from it.
 */
function refusalTranslator(c: Context<AppEnv>): Translator {
  if (c.get("user")) return requestTranslator(c);
  const token = sessionToken(c.req.header("cookie"));
  const held = token ? c.get("sessions")?.get(token) : undefined;
  return requestTranslator({ get: () => held?.user, req: c.req });
}

export function handleError(err: Error, c: Context) {
  const translator = refusalTranslator(c as Context<AppEnv>);
  const said = (english: string) => translateRefusal(english, translator);
  if (err instanceof ApiError) return c.json(err.bodyIn(translator), err.status);
  // Thrown from inside a write's transaction (queries/workspace-limits.ts), so it rolls back.
  if (err instanceof LimitReached)
    return c.json(errorBody("limit_reached", said(err.message)), 409);
  if (err instanceof HTTPException) {
    const code = codeOfHttpException(err);
    const message = code === "malformed_json" ? "Malformed JSON in request body" : err.message;
    return c.json(errorBody(code, said(message || "Request failed")), err.status);
  }
  const path = redactSecrets(c.req.path);
  const refused = mapDatabaseError(err);
  if (refused) {
    c.get("logger")?.warn({ err, path }, "the database refused a write");
    return c.json(errorBody(refused.code, said(refused.message)), API_ERROR_STATUS[refused.code]);
  }
  if (isDatabaseUnreachable(err)) {
    c.get("logger")?.error({ err, path }, "the database cannot be reached");
    return c.json(errorBody("unavailable", said(SERVER_ERROR_MESSAGE)), 503);
  }
  c.get("logger")?.error({ err, path }, "unhandled error");
  return c.json(errorBody("internal", said(SERVER_ERROR_MESSAGE)), 500);
}
