import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { TOO_MANY_WRONG_PASSWORDS_MESSAGE } from "@/domain/account/profile";
import type { Db } from "./db/client";
import { passwordChecksLocked, recordWrongPassword } from "./db/queries/account/password-attempts";

/**
 * better-auth endpoints that check a signed-in user's current password. Deleting the account
 * (routes/profile.ts) counts against the same per-user lockout; better-auth's own delete-user
 * is turned off, and listed so turning it on keeps it counted.
 *
 * Sign-in does not count: anyone who knows an email address could then lock its owner out of
 * the delete and change-password forms, and sign-in is limited per client IP already (decision
 * 8). The lockout is about a session that is not its owner's guessing the password behind it.
 */
const CHECKS_CURRENT_PASSWORD = new Set([
  "/change-password",
  "/delete-user",
  // Two-factor sign-in: turning it on or off, and showing its secret or new recovery codes.
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
]);

/** While the user is locked out, refuse before the password is even looked at (429). */
export const refuseWhileLocked = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (!CHECKS_CURRENT_PASSWORD.has(ctx.path)) return;
    const session = await getSessionFromCtx(ctx);
    if (session && (await passwordChecksLocked(db, session.user.id))) {
      throw new APIError("TOO_MANY_REQUESTS", {
        code: "TOO_MANY_WRONG_PASSWORDS",
        message: TOO_MANY_WRONG_PASSWORDS_MESSAGE,
      });
    }
  });

/** A wrong current password counts one more attempt against the user. */
export const countWrongPassword = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (!CHECKS_CURRENT_PASSWORD.has(ctx.path)) return;
    const returned = ctx.context.returned;
    if (!isAPIError(returned) || returned.body?.code !== "INVALID_PASSWORD") return;
    const session = await getSessionFromCtx(ctx);
    if (session) await recordWrongPassword(db, session.user.id);
  });
