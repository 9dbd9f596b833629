import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { type Role, seesMoney } from "../team/roles";
import { ACCOUNT_REFUSALS as R } from "./refusals";

/**
 * Two-factor sign-in (issue 35, item 10; docs/decisions/0003-auth.md): an authenticator app's
 * code (TOTP) with one-time recovery codes, and passkeys, through better-auth's own plugins.
 */

/** The name an authenticator app shows beside the account. */
export const TOTP_ISSUER = "Tribe";

/** A code from the app: six digits (spaces as the app groups them are dropped). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, refusal(R.enter6DigitCode))),
});

/** A recovery code as shown once at enrolment ("aB3de-Fg7ij"), letters in the case shown. */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, refusal(R.enterRecoveryCodes))
    .max(40, refusal(R.enterRecoveryCodes)),
});

/**
 * Whether a member must have a second factor before reading the workspace's data: when the
 * owner asks for it, everyone whose own role sees money (owners and managers; a manager who
 * "views as crew" is still a manager). Only the authenticator app counts: with a passkey
 * alone the password would still open the account without a second step.
 */
export function mustEnrolSecondFactor(input: {
  workspaceRequires: boolean;
  memberRole: Role;
  twoFactorEnabled: boolean;
}): boolean {
  return input.workspaceRequires && seesMoney(input.memberRole) && !input.twoFactorEnabled;
}

/**
 * Whose two-factor state a member is shown in the team list: owners and managers (by the role
 * they act with) see everyone's, since they run the rule; crew and artists only their own —
 * who has no second factor is a map of whose account to attack first.
 */
export function seesTwoFactorOf(viewer: { userId: string; role: Role }, memberId: string) {
  return seesMoney(viewer.role) || viewer.userId === memberId;
}

/** The owner's switch: `PUT /api/team/two-factor`; turning it off asks for the password. */
export const requireSecondFactorSchema = z
  .object({
    required: z.boolean(),
    password: z.string().max(128, refusal(R.passwordMost128Characters)).optional(),
  })
  .strict();
