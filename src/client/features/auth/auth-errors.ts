import {
  INVALID_RESET_LINK_MESSAGE,
  RESET_WITHOUT_MAIL_MESSAGE,
} from "@/domain/account/password-reset";
import {
  PASSKEY_NEEDS_VERIFICATION_MESSAGE,
  TOTP_CODE_USED_MESSAGE,
} from "@/domain/account/second-factor-messages";

/**
 * better-auth's error codes → what a musician reads. Its answers keep its own shape,
 * `{ code, message }`; the server gives its rate limiter's 429 the code RATE_LIMITED
 * (server/auth-answers.ts), so every branch here is on a code (ADR 0006).
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Wrong email or password. Check both and try again.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Sign in instead.",
  RATE_LIMITED: "Too many attempts. Wait a minute and try again.",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters",
  PASSWORD_TOO_LONG: "Password must be at most 128 characters",
  INVALID_EMAIL: "Enter a valid email address",
  INVALID_TOKEN: INVALID_RESET_LINK_MESSAGE,
  RESET_PASSWORD_DISABLED: RESET_WITHOUT_MAIL_MESSAGE,
  // Two-factor sign-in and passkeys (better-auth's plugins).
  INVALID_CODE: "That code did not match. Enter the code your app shows now.",
  TOTP_CODE_USED: TOTP_CODE_USED_MESSAGE,
  PASSKEY_USER_NOT_VERIFIED: PASSKEY_NEEDS_VERIFICATION_MESSAGE,
  INVALID_BACKUP_CODE: "That recovery code did not match, or it was used already.",
  INVALID_TWO_FACTOR_COOKIE: "The sign-in took too long. Enter your email and password again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    "Too many wrong codes. Enter your email and password again to get a new try.",
  ACCOUNT_TEMPORARILY_LOCKED: "Too many wrong codes. Wait 15 minutes, then try again.",
  INVALID_PASSWORD: "Wrong password.",
  PASSKEY_NOT_FOUND: "This passkey is not known here. Sign in with your password instead.",
  AUTHENTICATION_FAILED: "The passkey could not be checked. Try again.",
  AUTH_CANCELLED: "Passkey sign-in was cancelled.",
  ERROR_CEREMONY_ABORTED: "Passkey sign-in was cancelled.",
};

/** Sign-up refused because the email has an account: the form offers the Sign In tab. */
export const isEmailTaken = (error: { code?: string }) =>
  error.code === "USER_ALREADY_EXISTS" || error.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";

export function authErrorMessage(error: {
  code?: string;
  message?: string;
  status?: number;
}): string {
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code]!;
  return error.message || "Something went wrong. Please try again.";
}
