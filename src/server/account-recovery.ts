import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "./auth";
import type { Db } from "./db/client";
import { passkey, twoFactor, user as userTable } from "./db/schema";

export type SetPasswordOutcome = "reset" | "no_account" | "guest";

/** A password nobody has to invent: 20 characters of base64url (120 random bits). */
export const randomPassword = () => crypto.randomBytes(15).toString("base64url");

/**
 * Sets the password of the account with this email, on the server's own database, the way a
 * mailed reset would: hashed by better-auth, and every session of the account ended (a
 * running server on PostgreSQL re-reads each session's row per request and refuses them).
 * The way back for someone who lost their phone: their second factors go too (the
 * authenticator app, its recovery codes, every passkey), so the new password alone signs in
 * and they enrol again in Settings (docs/decisions/0003-auth.md).
 */
export async function setPasswordByEmail(
  db: Db,
  email: string,
  newPassword: string,
): Promise<SetPasswordOutcome> {
  // Nothing is signed here: the secret only has to satisfy better-auth.
  const auth = createAuth({
    db,
    secret: crypto.randomBytes(32).toString("base64url"),
    production: false,
    rateLimitMax: 1,
    logger: pino({ level: "silent" }),
  });
  const { internalAdapter, password } = await auth.$context;
  const found = await internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) return "no_account";
  const { user } = found;
  if ((user as { isAnonymous?: boolean | null }).isAnonymous) return "guest";
  const hash = await password.hash(newPassword);
  if (await internalAdapter.findCredentialAccount(user.id)) {
    await internalAdapter.updatePassword(user.id, hash);
  } else {
    await internalAdapter.createAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
  }
  await clearSecondFactors(db, user.id);
  await internalAdapter.deleteUserSessions(user.id);
  return "reset";
}

/** The account's authenticator app, recovery codes and passkeys, in one transaction. */
async function clearSecondFactors(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(passkey).where(eq(passkey.userId, userId));
    await tx.update(userTable).set({ twoFactorEnabled: false }).where(eq(userTable.id, userId));
  });
}
