import { z } from "zod";
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

/** The invite dialog's form and POST /api/team/invitations. */
export const inviteSchema = z.object({ email: emailSchema, role: assignableRoleSchema }).strict();
export type InviteInput = z.input<typeof inviteSchema>;

/** What a link's holder finds at /join/<token>. "not found" is a 404, not a state. */
const INVITATION_STATES = ["valid", "used", "expired", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Why a link no longer works, in the words the join page and the 410 answer use. */
export const GONE_MESSAGES: Record<Exclude<InvitationState, "valid">, string> = {
  used: "This invitation was already used. Ask the owner for a new link.",
  expired: "This invitation has expired. Ask the owner for a new link.",
  revoked: "This invitation was revoked. Ask the owner for a new link.",
};

/** Revoked wins over used wins over expired: each says what happened first to the link. */
export function invitationState(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (row.revokedAt) return "revoked";
  if (row.acceptedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export const invitationExpiry = (from: Date) =>
  new Date(from.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

/** A link's token: 32 random bytes, base64url, 43 characters. Anything else is not one. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path of the join page for a token; the server makes it absolute for the email. */
export const joinPath = (token: string) => `/join/${token}`;

/** A pending invitation, as the Team page lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
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
  email: string;
  role: Role;
  state: InvitationState;
  expiresAt: string;
}
