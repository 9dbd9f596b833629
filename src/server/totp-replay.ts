import crypto from "node:crypto";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { TOTP_CODE_USED_MESSAGE } from "@/domain/account/second-factor-messages";
import { say } from "@/domain/i18n/words";
import type { Db } from "./db/client";
import { twoFactor } from "./db/schema";

/** RFC 6238 as the two-factor plugin runs it: 30-second steps, six digits, one step either side. */
const STEP_MS = 30_000;
const WINDOW = 1;

/** HOTP (RFC 4226) of one step, with the key as the plugin keeps it (the secret's UTF-8 bytes). */
function codeAt(key: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The step a code belongs to within the accepted window, or undefined when none matches. */
function stepOf(key: string, code: string, now: number): number | undefined {
  const current = Math.floor(now / STEP_MS);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = codeAt(key, step);
    if (
      code.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(code), Buffer.from(expected))
    )
      return step;
  }
  return undefined;
}

type AuthCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code this is, the way the plugin decides: the signed-in session (confirming a new
 * app), else the pending sign-in's signed `two_factor` cookie naming a verification row.
 */
async function codeOwner(ctx: AuthCtx): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return undefined;
  const row = await ctx.context.internalAdapter.findVerificationValue(pending);
  return row?.value;
}

/**
 * A code from the authenticator app is accepted once (RFC 6238 section 5.2): before the plugin
 * checks a code, the code's time step is claimed in `two_factor.last_totp_step`, and only a
 * step later than the last one claimed can be. One conditional UPDATE, so two processes (or
 * two requests at once) cannot both claim it. A code that matches no step is left to the
 * plugin, which refuses it and counts it towards its lockout.
 */
export const refuseSpentTotpCode = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/two-factor/verify-totp") return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") return;
    const userId = await codeOwner(ctx);
    if (!userId) return;
    const [row] = await db
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!row) return;
    const key = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = stepOf(key, code, Date.now());
    if (step === undefined) return;
    const claimed = await db
      .update(twoFactor)
      .set({ lastTotpStep: step })
      .where(
        and(
          eq(twoFactor.userId, userId),
          or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step)),
        ),
      )
      .returning({ id: twoFactor.id });
    if (claimed.length === 0) {
      throw new APIError("UNAUTHORIZED", {
        code: "TOTP_CODE_USED",
        message: say(TOTP_CODE_USED_MESSAGE),
      });
    }
  });
