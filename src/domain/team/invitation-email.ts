import { formatDayOf } from "../date-time";
import { withFormatLocale } from "../i18n/format-locale";
import { htmlBlock, htmlDocument, htmlLink, htmlParagraph, htmlQuote } from "../mail/html";
import { escapeHtml, singleLine } from "../mail/quoting";
import { ENGLISH_WORDS, type MailMessage, type MailWords } from "../mail/words";
import { INVITATION_DAYS } from "./invitations";
import type { Role } from "./roles";

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
const INVITATION_SUBJECT = {
  id: "mail.invitation.subject",
  defaultMessage: "You're invited to join a workspace on Tribe",
};

/** The role's name and what it may do, as the mail says them (issue 55). */
const ROLE_WORDS: Record<Role, { label: MailMessage; description: MailMessage }> = {
  owner: {
    label: { id: "mail.invitation.role.owner", defaultMessage: "Owner" },
    description: {
      id: "mail.invitation.role.ownerDescription",
      defaultMessage:
        "Everything, including members, handing over ownership and deleting the workspace.",
    },
  },
  manager: {
    label: { id: "mail.invitation.role.manager", defaultMessage: "Manager" },
    description: {
      id: "mail.invitation.role.managerDescription",
      defaultMessage: "Everything but members, ownership and deleting the workspace.",
    },
  },
  crew: {
    label: { id: "mail.invitation.role.crew", defaultMessage: "Crew" },
    description: {
      id: "mail.invitation.role.crewDescription",
      defaultMessage:
        "Tours, shows, venues, itinerary and day sheets; edits day-sheet times and notes and enters merch counts. Never sees money.",
    },
  },
  artist: {
    label: { id: "mail.invitation.role.artist", defaultMessage: "Artist" },
    description: {
      id: "mail.invitation.role.artistDescription",
      defaultMessage:
        "What crew see, plus marketing, and approves design projects. Never sees money.",
    },
  },
};

/** "Dec 2, 2026", in UTC: the server does not know the reader's zone. */
const expiryDate = (date: Date, words: MailWords) =>
  withFormatLocale(words.locale, () => formatDayOf(date, "UTC"));

/** A typed name on one line, in quotes: no line break can make it look like our own text. */
const quoted = (typed: string) => `"${singleLine(typed)}"`;

/**
 * The invitation mail: who invites you to which workspace as what, the link, its expiry, in
 * the recipient's language (`words`; English unless given: issue 55).
 */
export function composeInvitationEmail(
  input: InvitationEmailInput,
  words: MailWords = ENGLISH_WORDS,
): {
  subject: string;
  text: string;
  html: string;
} {
  const { t } = words;
  const role = t(ROLE_WORDS[input.role].label);
  const invited = t(
    {
      id: "mail.invitation.invited",
      defaultMessage: "You are invited to join a workspace on Tribe as {role}.",
    },
    { role },
  );
  const typed = t({
    id: "mail.invitation.typed",
    defaultMessage: "The sender typed these names themselves; Tribe does not check them:",
  });
  const names = [
    t(
      { id: "mail.invitation.senderName", defaultMessage: "Sender's name: {name}" },
      { name: quoted(input.inviterName) },
    ),
    t(
      { id: "mail.invitation.workspace", defaultMessage: "Workspace: {name}" },
      { name: quoted(input.workspaceName) },
    ),
  ];
  const what = `${role}: ${t(ROLE_WORDS[input.role].description)}`;
  const open = t({
    id: "mail.invitation.open",
    defaultMessage: "Open this link to join (sign up or sign in first if you need to):",
  });
  const who = input.openLink
    ? t({
        id: "mail.invitation.openLink",
        defaultMessage: "The sender made this an open link: whoever has it can join with it.",
      })
    : t({
        id: "mail.invitation.onlyThisAddress",
        defaultMessage: "Only an account with this email address can accept it.",
      });
  const expiry = t(
    {
      id: "mail.invitation.expiry",
      defaultMessage:
        "The link works once and expires in {days, plural, one {# day} other {# days}}, on {date} (UTC).",
    },
    { days: INVITATION_DAYS, date: expiryDate(input.expiresAt, words) },
  );
  const never = t({
    id: "mail.invitation.never",
    defaultMessage:
      "Tribe never asks for your password by email. If you did not expect this invitation, ignore this email.",
  });
  const subject = t(INVITATION_SUBJECT);
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
    subject,
    [
      htmlParagraph(invited),
      htmlParagraph(typed),
      htmlQuote(names.join("\n")),
      htmlParagraph(what),
      htmlBlock(
        htmlLink(
          input.link,
          t({ id: "mail.invitation.join", defaultMessage: "Join the workspace" }),
        ),
      ),
      htmlParagraph(
        t(
          {
            id: "mail.invitation.copyAddress",
            defaultMessage: "If the link does not open, copy this address: {link}",
          },
          { link: input.link },
        ),
      ),
      htmlParagraph(`${who} ${expiry}`),
      htmlBlock(escapeHtml(never), true),
    ].join("\n"),
    words.locale,
  );
  return { subject, text, html };
}
