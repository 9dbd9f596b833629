import { RESET_LINK_MINUTES, RESET_PAGE_PATH } from "@/domain/account/password-reset";
import type { OutgoingMail } from "./mailer";

/** The link in the mail: the app's own page, which sends the token with the new password. */
export const resetLink = (origin: string, token: string) =>
  `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The password-reset message for `to`, carrying `link`. */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  const lines = [
    "Someone (we hope you) asked to reset the password of your Tribe account.",
    "",
    `Choose a new password here (the link works for ${RESET_LINK_MINUTES} minutes, once):`,
    link,
    "",
    "If you did not ask, ignore this email: your password stays as it is.",
  ];
  const href = escapeHtml(link);
  return {
    to,
    subject: "Reset your Tribe password",
    text: `${lines.join("\n")}\n`,
    html: [
      `<p>${lines[0]}</p>`,
      `<p><a href="${href}">Choose a new password</a></p>`,
      `<p>The link works for ${RESET_LINK_MINUTES} minutes, once. If the button does not open, copy this address:<br>${href}</p>`,
      `<p>${lines[5]}</p>`,
    ].join("\n"),
  };
}
