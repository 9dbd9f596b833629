import { longDate } from "@/domain/contracts/document";
import type { Mailer } from "../mail/mailer";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A name inside a subject line: one line, no header injection. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").slice(0, 120);

/**
 * The promoter's mail with the link to read and sign (issue 39). What became of it is
 * answered to the manager, who can copy the link when mail is off or failed.
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
): Promise<"sent" | "not_configured" | "failed"> {
  const show = `${m.artistName} at ${m.venueName} on ${longDate(m.showDate)}`;
  const until = longDate(m.expiresAt.toISOString().slice(0, 10));
  const lines = [
    `Hello ${m.promoterName},`,
    "",
    `The contract for ${show} is ready for you to read and sign. No account is needed:`,
    m.url,
    "",
    `The link works until ${until}. Once you sign, the artist's side countersigns and you can download the executed PDF from the same link.`,
  ];
  const result = await mailer.send({
    to: m.to,
    subject: oneLine(`Contract to sign: ${show}`),
    text: `${lines.join("\n")}\n`,
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
      `<p><a href="${escapeHtml(m.url)}">Read and sign the contract</a></p>`,
      `<p>${escapeHtml(lines[5]!)}</p>`,
    ].join("\n"),
  });
  return result.sent ? "sent" : result.reason;
}
