import { Hono } from "hono";
import { createTokenSchema } from "@/domain/integrations/tokens";
import type { AppEnv, RequestVariables } from "../../context";
import {
  createToken,
  listTokens,
  revokeToken,
  type TokenReader,
} from "../../db/queries/integrations/api-tokens";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const TOKEN_NOT_FOUND = "Token not found";

const readerOf = (c: RequestVariables): TokenReader => ({
  workspaceId: c.get("workspace").id,
  userId: c.get("user").id,
  role: c.get("workspace").memberRole,
});

/** A member's personal access tokens: listed (owners: everyone's), made (shown once), revoked. */
export const tokenRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ tokens: await listTokens(c.get("db"), readerOf(c)) }))
  .post("/", validate("json", createTokenSchema), async (c) => {
    const made = await createToken(c.get("db"), readerOf(c), c.req.valid("json"));
    if ("fields" in made) throw fieldErrors(made.fields);
    if ("limit" in made) throw new ApiError("limit_reached", made.limit);
    return c.json(made, 201);
  })
  .delete("/:id", idParams(["id"], TOKEN_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await revokeToken(c.get("db"), readerOf(c), id))) throw notFound(TOKEN_NOT_FOUND);
    return c.json({ id });
  });
