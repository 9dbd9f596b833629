import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { requestTranslator } from "../i18n/request-locale";
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
  if (!c.req.raw.body || c.req.header("content-length") === "0") return false;
  return !isJsonType(c.req.header("content-type"));
}

/**
 * A failed parse's issues in the request's language (issue 55). A schema's message
 * (`refusal(m)`, `say(m)`) is written when the issue is made, and the validator parses
 * asynchronously, outside the request's `within` (which holds only for synchronous work):
 * its issues are English. So a refused input is parsed again, synchronously, inside it. Only
 * refusals pay for it, and English needs no second parse. A schema that became async could
 * not be parsed so: its issues stay English (error-words.ts still translates the known ones).
 */
export function issuesInRequestLanguage(
  c: Context,
  schema: z.ZodType,
  value: unknown,
  english: z.core.$ZodIssue[],
): z.core.$ZodIssue[] {
  const translator = requestTranslator(c as Context<AppEnv>);
  if (translator.locale === "en") return english;
  try {
    // zod words an issue when its error is first read: read inside `within`, not after.
    return translator.within(() => schema.safeParse(value).error?.issues) ?? english;
  } catch (err) {
    if (err instanceof z.core.$ZodAsyncError) return english;
    throw err;
  }
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
      if (!result.success) {
        throw validationError(issuesInRequestLanguage(c, schema, result.data, result.error.issues));
      }
    }),
    target,
    schema,
  );
