import type { Context } from "hono";
import { TOO_MANY_WRONG_PASSWORDS_MESSAGE, WRONG_PASSWORD_MESSAGE } from "@/domain/account/profile";
import type { AppEnv } from "./context";
import { findPasswordHash } from "./db/queries/account/account-data";
import { passwordChecksLocked, recordWrongPassword } from "./db/queries/account/password-attempts";
import { ApiError, fieldErrors } from "./middleware/errors";

/**
 * The signed-in person proves they are at the keyboard with their password, before a step
 * that weakens or ends their account. A demo guest has none and is not asked. Missing or
 * wrong: 400 naming `password`; wrong ones count towards the same per-user lockout as every
 * other password check (password-lockout.ts), and while it holds the answer is 429.
 */
export async function confirmCurrentPassword(
  c: Context<AppEnv>,
  password: string | undefined,
  requiredMessage: string,
): Promise<void> {
  const userId = c.get("user").id;
  const hash = await findPasswordHash(c.get("db"), userId);
  if (hash === null) return;
  if (!password) throw fieldErrors({ password: requiredMessage }, { message: requiredMessage });
  if (await passwordChecksLocked(c.get("db"), userId)) {
    throw new ApiError("locked", TOO_MANY_WRONG_PASSWORDS_MESSAGE);
  }
  const ctx = await c.get("auth").$context;
  if (!(await ctx.password.verify({ hash, password }))) {
    await recordWrongPassword(c.get("db"), userId);
    const message = WRONG_PASSWORD_MESSAGE;
    throw fieldErrors({ password: message }, { message });
  }
}
