import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { withRouteSchema } from "../openapi/route-schema";
import { notFound } from "./errors";

/**
 * Path ids must be UUIDs; anything else is answered like a missing row (404), never a
 * database error.
 */
export const idParams = <K extends string>(keys: readonly K[], what: string) => {
  const schema = z.object(
    Object.fromEntries(keys.map((k) => [k, z.guid()])) as Record<K, z.ZodGUID>,
  );
  return withRouteSchema(
    zValidator("param", schema, (result) => {
      if (!result.success) throw notFound(what);
    }),
    "param",
    schema,
  );
};
