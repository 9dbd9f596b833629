import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { type LinkState, linkExpiry, linkState } from "../link-tokens";
import { ASSIGNABLE_ROLES, type Role } from "./roles";

/** How long an invitation link works: a week, long enough for someone on the road. */
export const INVITATION_DAYS = 7;

const EMAIL_MESSAGE = "Enter a valid email address";
const ROLE_MESSAGE = `Choose a role: ${ASSIGNABLE_ROLES.join(", ")}`;

/** An email as sign-up stores it: trimmed, lower case, at most 254 characters. */
const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

/** A role someone may be given: every role but owner (ownership is handed over). */
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES as ["manager", "crew", "artist"], {
  error: ROLE_MESSAGE,
});

/**
 * The invite dialog's form and POST /api/team/invitations. `openLink`: the owner chooses, with
 * a warning, that whoever holds the link may accept it; otherwise only the invited email can.
 */
export const inviteSchema = z
  .object({
    email: emailSchema,
    role: assignableRoleSchema,
    openLink: z
      .boolean(refusal({ id: "team.invitations.chooseYesNo", defaultMessage: "Choose yes or no" }))
      .default(false),
  })
  .strict();
export type InviteInput = z.input<typeof inviteSchema>;

/** What a link's holder finds at /join/<token>. "not found" is a 404, not a state. */
export type InvitationState = LinkState;

/** Why a link no longer works, in the words the join page and the 410 answer use. */
export const GONE_MESSAGES: Record<Exclude<InvitationState, "valid">, string> = {
  used: "This invitation was already used. Ask the owner for a new link.",
  expired: "This invitation has expired. Ask the owner for a new link.",
  revoked: "This invitation was revoked. Ask the owner for a new link.",
};

/** An invitation is used once accepted; otherwise every link's rule (domain/link-tokens.ts). */
export const invitationState = (
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState => linkState({ ...row, usedAt: row.acceptedAt }, now);

export const invitationExpiry = (from: Date) => linkExpiry(from, INVITATION_DAYS);

/**
 * An email with most of it hidden, "j***@e***.com": enough for its owner to recognise, not
 * enough for whoever a link was forwarded to to learn the address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${name[0] ?? ""}***${tld}`;
}

/** Emails compare as sign-up stores them: trimmed, lower case. */
export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The 403 to a signed-in person whose email is not the one invited (and the join page's words). */
export const wrongEmailMessage = (maskedEmail: string) =>
  `This invitation was sent to ${maskedEmail}. Sign in with that email to accept it, or ask the owner to invite the email you use.`;

/** The path of the join page for a token; the server makes it absolute for the email. */
export const joinPath = (token: string) => `/join/${token}`;

/** A pending invitation, as the Team page lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  /** Anyone holding the link may accept it (the owner chose so). */
  openLink: boolean;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The answer to an invitation made: the link is shown this once and never again. */
export interface CreatedInvitation extends PendingInvitation {
  link: string;
  /** Whether a mail went out (only when the server has a mailer, SMTP_URL). */
  emailed: boolean;
  /** A pending invitation to the same email was revoked: its link no longer works. */
  replaced: boolean;
}

/** GET /api/invitations/:token, the join page's one read (no session needed). */
export interface InvitationPreview {
  workspaceName: string;
  inviterName: string | null;
  /** Masked (maskEmail): whoever holds a forwarded link does not learn the address. */
  email: string;
  /** Anyone holding the link may accept; otherwise only an account with the invited email. */
  openLink: boolean;
  role: Role;
  state: InvitationState;
  expiresAt: string;
}
