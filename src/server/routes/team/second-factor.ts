import { Hono } from "hono";
import { requireSecondFactorSchema } from "@/domain/account/second-factor";
import {
  ENABLE_OWN_FIRST_MESSAGE,
  LIFT_RULE_PASSWORD_MESSAGE,
} from "@/domain/account/second-factor-messages";
import { say } from "@/domain/i18n/words";
import type { AppEnv } from "../../context";
import { confirmCurrentPassword } from "../../current-password";
import { hasAuthenticatorApp, setRequiresSecondFactor } from "../../db/queries/team/second-factor";
import { ApiError } from "../../middleware/errors";
import { validate } from "../../middleware/validate";

/**
 * The owner asks every member who sees money (owners and managers) to sign in with a second
 * factor (ADR 0003). Turning it on needs the owner's own authenticator app first: otherwise
 * the very next request would shut them out of their workspace. Turning it off needs the
 * owner's password.
 */
export const secondFactorRoutes = new Hono<AppEnv>().put(
  "/team/two-factor",
  validate("json", requireSecondFactorSchema),
  async (c) => {
    const { required, password } = c.req.valid("json");
    if (required && !(await hasAuthenticatorApp(c.get("db"), c.get("user").id))) {
      throw new ApiError("conflict", ENABLE_OWN_FIRST_MESSAGE);
    }
    // Lifting the rule weakens every owner's and manager's sign-in: as turning off one's own
    // second factor does, it asks for the password (a stolen session alone cannot).
    if (!required) await confirmCurrentPassword(c, password, say(LIFT_RULE_PASSWORD_MESSAGE));
    await setRequiresSecondFactor(c.get("db"), c.get("workspace").id, required);
    return c.json({ requireTwoFactor: required });
  },
);
