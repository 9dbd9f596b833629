import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { withRouteSchema } from "../openapi/route-schema";
import { ApiError, validationError } from "./errors";
import { isJsonType } from "./json-guard";

const NOT_JSON_MESSAGE = "Send the body as JSON (Content-Type: application/json)";

/**
 * A body the route would not read: Hono's JSON validator takes any other Content-Type as an
 * empty object, so a form post or text/plain body answered 200 having read nothing (or a 400
 * about fields the sender did send). No body at all stays an empty object: a bare POST.
 */
function sentOtherThanJson(c: Context) {
  if (isJsonType(c.req.header("content-type"))) return false;
  // Not JSON, so jsonGuard left the raw request's body unread: it tells whether one was sent.
  return Boolean(c.req.raw.body) && c.req.header("content-length") !== "0";
}

/** zod validation whose failure is our 400 shape, naming the field; a JSON route takes JSON only (415). */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  withRouteSchema(
    zValidator(target, schema, (result, c) => {
      if (target === "json" && sentOtherThanJson(c)) {
        throw new ApiError("unsupported_media_type", NOT_JSON_MESSAGE);
      }
      if (!result.success) throw validationError(result.error.issues);
    }),
    target,
    schema,
  );
