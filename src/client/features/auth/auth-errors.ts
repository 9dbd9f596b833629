import { type Message, t } from "@/client/i18n/t";
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
const EMAIL_TAKEN: Message = {
  id: "auth.errors.emailTaken",
  defaultMessage: "An account with this email already exists. Sign in instead.",
};
const PASSKEY_CANCELLED: Message = {
  id: "auth.errors.passkeyCancelled",
  defaultMessage: "Passkey sign-in was cancelled.",
};

/** Messages, read when an error is shown; the domain's own sentences (strings) as they are. */
const MESSAGES: Record<string, Message | string> = {
  INVALID_EMAIL_OR_PASSWORD: {
    id: "auth.errors.wrongEmailOrPassword",
    defaultMessage: "Wrong email or password. Check both and try again.",
  },
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  RATE_LIMITED: {
    id: "auth.errors.rateLimited",
    defaultMessage: "Too many attempts. Wait a minute and try again.",
  },
  PASSWORD_TOO_SHORT: {
    id: "auth.errors.passwordTooShort",
    defaultMessage: "Password must be at least 8 characters",
  },
  PASSWORD_TOO_LONG: {
    id: "auth.errors.passwordTooLong",
    defaultMessage: "Password must be at most 128 characters",
  },
  INVALID_EMAIL: { id: "auth.errors.invalidEmail", defaultMessage: "Enter a valid email address" },
  INVALID_TOKEN: INVALID_RESET_LINK_MESSAGE,
  RESET_PASSWORD_DISABLED: RESET_WITHOUT_MAIL_MESSAGE,
  // Two-factor sign-in and passkeys (better-auth's plugins).
  INVALID_CODE: {
    id: "auth.errors.invalidCode",
    defaultMessage: "That code did not match. Enter the code your app shows now.",
  },
  TOTP_CODE_USED: TOTP_CODE_USED_MESSAGE,
  PASSKEY_USER_NOT_VERIFIED: PASSKEY_NEEDS_VERIFICATION_MESSAGE,
  INVALID_BACKUP_CODE: {
    id: "auth.errors.invalidBackupCode",
    defaultMessage: "That recovery code did not match, or it was used already.",
  },
  INVALID_TWO_FACTOR_COOKIE: {
    id: "auth.errors.signInTooLong",
    defaultMessage: "The sign-in took too long. Enter your email and password again.",
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    id: "auth.errors.tooManyCodes",
    defaultMessage: "Too many wrong codes. Enter your email and password again to get a new try.",
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    id: "auth.errors.locked",
    defaultMessage: "Too many wrong codes. Wait 15 minutes, then try again.",
  },
  INVALID_PASSWORD: { id: "auth.errors.wrongPassword", defaultMessage: "Wrong password." },
  PASSKEY_NOT_FOUND: {
    id: "auth.errors.passkeyNotFound",
    defaultMessage: "This passkey is not known here. Sign in with your password instead.",
  },
  AUTHENTICATION_FAILED: {
    id: "auth.errors.passkeyFailed",
    defaultMessage: "The passkey could not be checked. Try again.",
  },
  AUTH_CANCELLED: PASSKEY_CANCELLED,
  ERROR_CEREMONY_ABORTED: PASSKEY_CANCELLED,
};

/** Sign-up refused because the email has an account: the form offers the Sign In tab. */
export const isEmailTaken = (error: { code?: string }) =>
  error.code === "USER_ALREADY_EXISTS" || error.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";

export function authErrorMessage(error: {
  code?: string;
  message?: string;
  status?: number;
}): string {
  const known = error.code ? MESSAGES[error.code] : undefined;
  if (known) return typeof known === "string" ? known : t(known);
  return (
    error.message ||
    t({ id: "auth.errors.generic", defaultMessage: "Something went wrong. Please try again." })
  );
}
