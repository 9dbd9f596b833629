import { createMiddleware } from "hono/factory";
import { findUnstorableText, storableJson, textProblem } from "@/domain/storable-text";
import type { AppEnv } from "../context";
import { heldBody } from "../read-body";
import { withoutBody } from "./body-limit";
import { ApiError, fieldErrors } from "./errors";

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
/** A Content-Type that says JSON (application/json, application/merge-patch+json, …). */
export const isJsonType = (header: string | undefined) => JSON_TYPE.test(header ?? "");

/**
 * Every JSON body and query string of the API, auth routes included, before any route reads
 * it: text PostgreSQL cannot store (NUL, lone surrogates) and absurd nesting are a 400 naming
 * the field, the same for every route present and future, instead of a 500 from the database.
 * Direction-changing characters are taken out of the body here, once for every route and
 * area (storable-text.ts says why): the route, its zod schema and better-auth read the
 * cleaned body.
 */
export const jsonGuard = createMiddleware<AppEnv>(async (c, next) => {
  for (const [key, values] of Object.entries(c.req.queries())) {
    for (const value of [key, ...values]) {
      const message = textProblem(value);
      if (message) throw fieldErrors({ [key]: message });
    }
  }
  if (!withoutBody(c) && isJsonType(c.req.header("content-type"))) {
    // Read once, straight from the socket into Hono's cache, where the route's validator reads
    // it: a clone of the raw request made web streams and a copy of each (requestWithBody
    // makes the request again for whatever reads it raw).
    const text = await c.req.text();
    let parsed: unknown;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError("malformed_json", "Malformed JSON in request body");
    }
    const problem = findUnstorableText(parsed);
    if (problem) {
      throw fieldErrors({ [problem.path]: problem.message });
    }
    const storable = storableJson(parsed);
    if (storable !== parsed) heldBody(c).text = Promise.resolve(JSON.stringify(storable));
  }
  await next();
});
