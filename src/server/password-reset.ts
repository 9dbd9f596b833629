import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Logger } from "pino";
import { RESET_LINK_MINUTES, RESET_WITHOUT_MAIL_MESSAGE } from "@/domain/account/password-reset";
import { acceptedLanguages, pickLocale } from "@/domain/i18n/locales";
import { mailLocale } from "./i18n/request-locale";
import { translatorFor } from "./i18n/translator";
import type { Mailer } from "./mail/mailer";
import { passwordResetMail, resetLink } from "./mail/password-reset-mail";

export interface PasswordResetOptions {
  mailer?: Mailer;
  logger?: Logger;
  /** The origin links may point to for this request; undefined when none can be trusted. */
  linkOrigin: (request?: Request) => string | undefined;
}

/**
 * better-auth's email-and-password reset settings: a link by mail when SMTP is configured.
 * A reset ends every session of the account (better-auth deletes their rows; a session this
 * process had cached is re-read on its next request and refused, middleware/session.ts).
 */
export function passwordResetSettings(opts: PasswordResetOptions) {
  const { mailer } = opts;
  return {
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
    sendResetPassword: mailer?.configured
      ? async ({ user, token }: { user: { email: string }; token: string }, request?: Request) => {
          // A demo guest's address is made up: nobody would read the mail.
          if ((user as { isAnonymous?: boolean | null }).isAnonymous) return;
          const origin = opts.linkOrigin(request);
          if (!origin) {
            // Without BETTER_AUTH_URL the link would point wherever the Host header said.
            opts.logger?.warn("password reset link not sent: set BETTER_AUTH_URL");
            return;
          }
          // Not awaited: the answer takes as long whether the address has an account or not,
          // and a mail server that fails is in the log (mailer.ts), not in the answer.
          // In the account's language, else the one the asking browser reads (issue 55).
          const chosen = (user as { locale?: string | null }).locale;
          const asked = acceptedLanguages(request?.headers.get("accept-language"));
          const words = translatorFor(mailLocale(chosen, pickLocale(asked)));
          void mailer.send(passwordResetMail(user.email, resetLink(origin, token), words));
        }
      : undefined,
  };
}

/**
 * Without mail better-auth would refuse with a server-side error line on every ask; this
 * refuses first with what the person can do instead.
 */
export const refuseResetWithoutMail = (mailer: Mailer | undefined) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/request-password-reset" || mailer?.configured) return;
    throw new APIError("BAD_REQUEST", {
      code: "RESET_PASSWORD_DISABLED",
      message: RESET_WITHOUT_MAIL_MESSAGE,
    });
  });
