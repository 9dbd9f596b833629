import { formatDayOf } from "../date-time";
import { htmlBlock, htmlDocument, htmlLink, htmlParagraph, htmlQuote } from "../mail/html";
import { escapeHtml, singleLine } from "../mail/quoting";
import { INVITATION_DAYS } from "./invitations";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "./roles";

export interface InvitationEmailInput {
  inviterName: string;
  workspaceName: string;
  role: Role;
  /** The absolute join link. */
  link: string;
  expiresAt: Date;
  /** Whoever holds the link may accept, not only the invited email (the owner chose it). */
  openLink?: boolean;
}

/**
 * The subject names nobody: the sender's name and the workspace's are typed by whoever signed
 * up, and a subject like "Tribe Security Team invited you to ACTION REQUIRED…" reads as ours
 * (issue 35 §1). In the body they are quoted, as what the sender typed.
 */
const INVITATION_SUBJECT = "You're invited to join a workspace on Tribe";

/** "Dec 2, 2026", in UTC: the server does not know the reader's zone. */
const expiryDate = (date: Date) => formatDayOf(date, "UTC");

/** A typed name on one line, in quotes: no line break can make it look like our own text. */
const quoted = (typed: string) => `"${singleLine(typed)}"`;

/** The invitation mail: who invites you to which workspace as what, the link, its expiry. */
export function composeInvitationEmail(input: InvitationEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const role = ROLE_LABELS[input.role];
  const invited = `You are invited to join a workspace on Tribe as ${role}.`;
  const typed = "The sender typed these names themselves; Tribe does not check them:";
  const names = [
    `Sender's name: ${quoted(input.inviterName)}`,
    `Workspace: ${quoted(input.workspaceName)}`,
  ];
  const what = `${role}: ${ROLE_DESCRIPTIONS[input.role]}`;
  const open = "Open this link to join (sign up or sign in first if you need to):";
  const who = input.openLink
    ? "The sender made this an open link: whoever has it can join with it."
    : "Only an account with this email address can accept it.";
  const expiry = `The link works once and expires in ${INVITATION_DAYS} days, on ${expiryDate(input.expiresAt)} (UTC).`;
  const never =
    "Tribe never asks for your password by email. If you did not expect this invitation, ignore this email.";
  const text = [
    invited,
    "",
    typed,
    ...names.map((n) => `  ${n}`),
    "",
    what,
    "",
    open,
    input.link,
    "",
    who,
    expiry,
    never,
  ].join("\n");
  // The same words; the typed names escaped and set apart as a quote, one link: ours.
  const html = htmlDocument(
    INVITATION_SUBJECT,
    [
      htmlParagraph(invited),
      htmlParagraph(typed),
      htmlQuote(names.join("\n")),
      htmlParagraph(what),
      htmlBlock(htmlLink(input.link, "Join the workspace")),
      htmlParagraph(`If the link does not open, copy this address: ${input.link}`),
      htmlParagraph(`${who} ${expiry}`),
      htmlBlock(escapeHtml(never), true),
    ].join("\n"),
  );
  return { subject: INVITATION_SUBJECT, text, html };
}
