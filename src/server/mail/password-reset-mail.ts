import { RESET_LINK_MINUTES, RESET_PAGE_PATH } from "@/domain/account/password-reset";
import { htmlDocument } from "@/domain/mail/html";
import { ENGLISH_WORDS, type MailWords } from "@/domain/mail/words";
import type { OutgoingMail } from "./mailer";

/** The link in the mail: the app's own page, which sends the token with the new password. */
export const resetLink = (origin: string, token: string) =>
  `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The password-reset message for `to`, carrying `link`, in the account's language (`words`;
 * English unless given: issue 55). The HTML part is the fragment it always was in English,
 * and a whole document with its language in the others.
 */
export function passwordResetMail(
  to: string,
  link: string,
  words: MailWords = ENGLISH_WORDS,
): OutgoingMail {
  const { t } = words;
  const minutes = { minutes: RESET_LINK_MINUTES };
  const someone = t({
    id: "mail.passwordReset.someone",
    defaultMessage: "Someone (we hope you) asked to reset the password of your Tribe account.",
  });
  const ignore = t({
    id: "mail.passwordReset.ignore",
    defaultMessage: "If you did not ask, ignore this email: your password stays as it is.",
  });
  const lines = [
    someone,
    "",
    t(
      {
        id: "mail.passwordReset.chooseHere",
        defaultMessage: "Choose a new password here (the link works for {minutes} minutes, once):",
      },
      minutes,
    ),
    link,
    "",
    ignore,
  ];
  const href = escapeHtml(link);
  const subject = t({
    id: "mail.passwordReset.subject",
    defaultMessage: "Reset your Tribe password",
  });
  const body = [
    `<p>${escapeHtml(someone)}</p>`,
    `<p><a href="${href}">${escapeHtml(t({ id: "mail.passwordReset.choose", defaultMessage: "Choose a new password" }))}</a></p>`,
    `<p>${escapeHtml(
      t(
        {
          id: "mail.passwordReset.linkWorks",
          defaultMessage:
            "The link works for {minutes} minutes, once. If the button does not open, copy this address:",
        },
        minutes,
      ),
    )}<br>${href}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join("\n");
  return {
    to,
    subject,
    text: `${lines.join("\n")}\n`,
    html: words.locale === "en" ? body : htmlDocument(subject, body, words.locale),
  };
}
