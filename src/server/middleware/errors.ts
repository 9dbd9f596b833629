import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { mapDatabaseError } from "../db/database-errors";
import { redactSecrets } from "../redact";

/** The one JSON error shape of the API: a human message, plus per-field messages for bad input. */
export interface ApiErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new ApiError(404, what);

export function errorBody(message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { message, fields } : { message } };
}

/** Turns a zod failure into a 400 that names each bad field. */
export function validationError(issues: z.core.$ZodIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");
  return new ApiError(400, `Invalid input — ${summary}`, fields);
}

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    const message =
      err.status === 400 && /json/i.test(err.message)
        ? "Malformed JSON in request body"
        : err.message || "Request failed";
    return c.json(errorBody(message), err.status);
  }
  const refused = mapDatabaseError(err);
  const path = redactSecrets(c.req.path);
  if (refused) {
    c.var.logger?.warn({ err, path }, "the database refused a write");
    return c.json(errorBody(refused.message), refused.status);
  }
  c.var.logger?.error({ err, path }, "unhandled error");
  return c.json(errorBody("Something went wrong on our side. Please try again."), 500);
}
