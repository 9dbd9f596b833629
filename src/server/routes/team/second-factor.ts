import { Hono } from "hono";
import {
  ENABLE_OWN_FIRST_MESSAGE,
  requireSecondFactorSchema,
} from "@/domain/account/second-factor";
import type { AppEnv } from "../../context";
import { hasAuthenticatorApp, setRequiresSecondFactor } from "../../db/queries/team/second-factor";
import { ApiError } from "../../middleware/errors";
import { validate } from "../../middleware/validate";

/**
 * The owner asks every member who sees money (owners and managers) to sign in with a second
 * factor (ADR 0003). Turning it on needs the owner's own authenticator app first: otherwise
 * the very next request would shut them out of their workspace.
 */
export const secondFactorRoutes = new Hono<AppEnv>().put(
  "/team/two-factor",
  validate("json", requireSecondFactorSchema),
  async (c) => {
    const { required } = c.req.valid("json");
    if (required && !(await hasAuthenticatorApp(c.var.db, c.var.user.id))) {
      throw new ApiError("conflict", ENABLE_OWN_FIRST_MESSAGE);
    }
    await setRequiresSecondFactor(c.var.db, c.var.workspace.id, required);
    return c.json({ requireTwoFactor: required });
  },
);
