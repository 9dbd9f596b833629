// No zod here: the pre-rendered /auth page reads these messages on its first load.

/** GET /api/auth-config: what the sign-in page needs before anyone is signed in. */
export interface AuthConfig {
  /** SMTP_URL is set: a forgotten password is reset by an emailed link. */
  passwordResetByEmail: boolean;
}

/** How long an emailed reset link works. */
export const RESET_LINK_MINUTES = 60;

/** The client page a reset link opens; the token rides in its query. */
export const RESET_PAGE_PATH = "/reset-password";

/** What anyone who asks for a link reads, whether the address has an account or not. */
export const RESET_REQUESTED_MESSAGE = `If an account uses that address, a link to choose a new password is on its way. It works for ${RESET_LINK_MINUTES} minutes.`;

/** The answer to a reset asked for on a server that sends no mail. */
export const RESET_WITHOUT_MAIL_MESSAGE =
  "This server sends no email. Ask the person who runs your workspace to reset your password.";

export const INVALID_RESET_LINK_MESSAGE =
  "This reset link has expired or has already been used. Ask for a new one.";
