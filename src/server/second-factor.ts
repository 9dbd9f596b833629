import { passkey } from "@better-auth/passkey";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { TOTP_ISSUER } from "@/domain/account/second-factor";
import {
  DEMO_NO_SECOND_FACTOR_MESSAGE,
  PASSKEY_NEEDS_VERIFICATION_MESSAGE,
} from "@/domain/account/second-factor-messages";
import { say } from "@/domain/i18n/words";

/**
 * better-auth's own two-factor plugin (an authenticator app's codes and one-time recovery
 * codes) and its passkey plugin, as Tribe sets them up (docs/decisions/0003-auth.md).
 *
 * While a password sign-in waits for its code there is no session at all: the plugin deletes
 * the one the password made and keeps only a signed, 10-minute `two_factor` cookie naming a
 * verification row. So nothing in between counts as signed in — not the session check
 * (middleware/session.ts), not the rendered Overview.
 */
export function secondFactorPlugins(baseURL: string | undefined) {
  const origin = baseURL ? new URL(baseURL).origin : undefined;
  return [
    twoFactor({
      issuer: TOTP_ISSUER,
      // Ten codes, each usable once; stored encrypted with the auth secret.
      backupCodeOptions: { amount: 10, length: 10 },
    }),
    passkey({
      rpName: TOTP_ISSUER,
      // A passkey belongs to a host name. With BETTER_AUTH_URL it is the public one; without
      // it (local use) "localhost": a browser refuses a bare IP address as a passkey's site.
      rpID: baseURL ? new URL(baseURL).hostname : "localhost",
      // Without BETTER_AUTH_URL the plugin checks against the request's Origin, which the
      // CSRF guard has already limited to the request's own loopback origin.
      origin: origin ?? null,
      // A passkey signs in with no password and no code, so it must be two factors on its
      // own: the device (possession) and its PIN or biometric (user verification, the "UV"
      // flag). A key that only proves someone touched it (flags 0x01) is one factor: it is
      // not added, and an assertion without UV signs nobody in, whatever the browser was asked.
      authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
      registration: {
        afterVerification: ({ verification }) => {
          if (verification.registrationInfo?.userVerified) return;
          throw new APIError("BAD_REQUEST", {
            code: "PASSKEY_USER_NOT_VERIFIED",
            message: say(PASSKEY_NEEDS_VERIFICATION_MESSAGE),
          });
        },
      },
      authentication: {
        afterVerification: ({ verification }) => {
          if (verification.authenticationInfo.userVerified) return;
          throw new APIError("UNAUTHORIZED", {
            code: "PASSKEY_USER_NOT_VERIFIED",
            message: say(PASSKEY_NEEDS_VERIFICATION_MESSAGE),
          });
        },
      },
    }),
  ] as const;
}

/**
 * The plugin asks the browser for user verification only as "preferred" at sign-in (not an
 * option): its answer is made to say "required", so the browser asks for the PIN or biometric
 * rather than offering a key that would then be refused. The check itself is the one above.
 */
export function askUserVerification(ctx: {
  path: string;
  context: { returned?: unknown };
  json: (body: Record<string, unknown>) => unknown;
}) {
  if (ctx.path !== "/passkey/generate-authenticate-options") return undefined;
  const options = ctx.context.returned;
  if (!options || typeof options !== "object" || !("challenge" in options)) return undefined;
  return ctx.json({ ...(options as Record<string, unknown>), userVerification: "required" });
}

/** better-auth routes that add a second factor to the signed-in account. */
const ENROLS = [
  "/two-factor/enable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
];

/**
 * The demo account cannot enrol: it has no password to protect (the app's enable call asks
 * for one), it is deleted after 3 days, and a passkey left for a deleted account would only
 * confuse the device that keeps it. 403 with what to do instead.
 */
export const refuseDemoSecondFactor = createAuthMiddleware(async (ctx) => {
  if (!ENROLS.includes(ctx.path)) return;
  const session = await getSessionFromCtx(ctx);
  if ((session?.user as { isAnonymous?: boolean | null } | undefined)?.isAnonymous) {
    throw new APIError("FORBIDDEN", {
      code: "DEMO_NO_SECOND_FACTOR",
      message: say(DEMO_NO_SECOND_FACTOR_MESSAGE),
    });
  }
});
