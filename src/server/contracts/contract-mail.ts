import { longDate } from "@/domain/contracts/document";
import { formatCalendarDate } from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import { htmlDocument } from "@/domain/mail/html";
import { ENGLISH_WORDS, type MailWords } from "@/domain/mail/words";
import type { Mailer } from "../mail/mailer";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A name inside a subject line: one line, no header injection. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").slice(0, 120);

/**
 * A calendar day as the mail's reader writes it: "July 4, 2026" in English, as the contract
 * itself says it; in the reader's locale otherwise ("4 jul 2026", "4. Juli 2026").
 */
const dayIn = (words: MailWords, date: string) =>
  words.locale === "en"
    ? longDate(date)
    : withFormatLocale(words.locale, () => formatCalendarDate(date)) || date;

/**
 * The promoter's mail with the link to read and sign (issue 39), in the promoter's language
 * (`words`; English unless given: issue 55). What became of it is answered to the manager,
 * who can copy the link when mail is off or failed. The HTML part is the fragment it always
 * was in English, a whole document with its language in the others (as password-reset-mail).
 */
export async function sendContractMail(
  mailer: Mailer,
  m: {
    to: string;
    promoterName: string;
    artistName: string;
    venueName: string;
    showDate: string;
    url: string;
    expiresAt: Date;
  },
  words: MailWords = ENGLISH_WORDS,
): Promise<"sent" | "not_configured" | "failed"> {
  const { t } = words;
  const show = t(
    { id: "mail.contract.show", defaultMessage: "{artist} at {venue} on {date}" },
    { artist: m.artistName, venue: m.venueName, date: dayIn(words, m.showDate) },
  );
  const until = dayIn(words, m.expiresAt.toISOString().slice(0, 10));
  const lines = [
    t({ id: "mail.contract.hello", defaultMessage: "Hello {name}," }, { name: m.promoterName }),
    "",
    t(
      {
        id: "mail.contract.ready",
        defaultMessage:
          "The contract for {show} is ready for you to read and sign. No account is needed:",
      },
      { show },
    ),
    m.url,
    "",
    t(
      {
        id: "mail.contract.until",
        defaultMessage:
          "The link works until {date}. Once you sign, the artist's side countersigns and you can download the executed PDF from the same link.",
      },
      { date: until },
    ),
  ];
  const subject = oneLine(
    t({ id: "mail.contract.subject", defaultMessage: "Contract to sign: {show}" }, { show }),
  );
  const read = t({ id: "mail.contract.read", defaultMessage: "Read and sign the contract" });
  const body = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[2]!)}</p>`,
    `<p><a href="${escapeHtml(m.url)}">${escapeHtml(read)}</a></p>`,
    `<p>${escapeHtml(lines[5]!)}</p>`,
  ].join("\n");
  const result = await mailer.send({
    to: m.to,
    subject,
    text: `${lines.join("\n")}\n`,
    html: words.locale === "en" ? body : htmlDocument(subject, body, words.locale),
  });
  return result.sent ? "sent" : result.reason;
}
