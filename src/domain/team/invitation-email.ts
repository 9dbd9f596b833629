import { INVITATION_DAYS } from "./invitations";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "./roles";

export interface InvitationEmailInput {
  inviterName: string;
  workspaceName: string;
  role: Role;
  /** The absolute join link. */
  link: string;
  expiresAt: Date;
}

/** "Wed, 2 Dec 2026", in UTC: the server does not know the reader's zone. */
const expiryDate = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** The invitation mail: who invites you to which workspace as what, the link, its expiry. */
export function composeInvitationEmail(input: InvitationEmailInput): {
  subject: string;
  text: string;
} {
  const role = ROLE_LABELS[input.role];
  const subject = `${input.inviterName} invited you to ${input.workspaceName} on Tribe`;
  const text = [
    `${input.inviterName} invited you to join ${input.workspaceName} on Tribe as ${role}.`,
    "",
    `${role}: ${ROLE_DESCRIPTIONS[input.role]}`,
    "",
    "Open this link to join (sign up or sign in first if you need to):",
    input.link,
    "",
    `The link works once and expires in ${INVITATION_DAYS} days, on ${expiryDate(input.expiresAt)} (UTC).`,
    "If you did not expect this invitation, ignore this email.",
  ].join("\n");
  return { subject, text };
}
