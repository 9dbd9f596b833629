import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { InvitationLimitNumbers } from "@/domain/team/invitation-limits";
import {
  type InvitationPreview,
  type InvitationState,
  invitationExpiry,
  invitationState,
  maskEmail,
  type PendingInvitation,
  sameEmail,
} from "@/domain/team/invitations";
import type { Role } from "@/domain/team/roles";
import { hashLinkToken, newLinkToken } from "../../../link-tokens";
import type { Db } from "../../client";
import { user, workspaceInvitations, workspaceMembers, workspaces } from "../../schema";
import { type LimitReached, takeInvitationSlot } from "./invitation-limits";

const pendingColumns = {
  id: workspaceInvitations.id,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  openLink: workspaceInvitations.openLink,
  invitedByName: user.name,
  createdAt: workspaceInvitations.createdAt,
  expiresAt: workspaceInvitations.expiresAt,
};

const toPending = (r: {
  id: string;
  email: string;
  role: string;
  openLink: boolean;
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
}): PendingInvitation => ({
  ...r,
  role: r.role as Role,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

const isPending = () =>
  and(
    isNull(workspaceInvitations.acceptedAt),
    isNull(workspaceInvitations.revokedAt),
    gt(workspaceInvitations.expiresAt, sql`now()`),
  );

/** Invitations of the workspace that can still be accepted, newest first. */
export async function listPendingInvitations(
  db: Db,
  workspaceId: string,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select(pendingColumns)
    .from(workspaceInvitations)
    .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isPending()))
    .orderBy(desc(workspaceInvitations.createdAt));
  return rows.map(toPending);
}

export type InviteRefusal = "member" | { limitReached: LimitReached };

/**
 * A new invitation and its token (returned this once). An email already in the workspace is
 * refused; an earlier pending invitation to the same email is revoked — the newest link is
 * the one that works, so an owner who lost a link or picked the wrong role just invites again.
 * Past the invitation limits nothing is made (takeInvitationSlot).
 */
export async function createInvitation(
  db: Db,
  opts: {
    workspaceId: string;
    email: string;
    role: Role;
    openLink: boolean;
    invitedBy: string;
    limits: InvitationLimitNumbers;
  },
): Promise<{ invitation: PendingInvitation; token: string; replaced: boolean } | InviteRefusal> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ one: sql`1` })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(
        and(
          eq(workspaceMembers.workspaceId, opts.workspaceId),
          eq(sql`lower(${user.email})`, opts.email),
        ),
      );
    if (member) return "member";
    const limitReached = await takeInvitationSlot(tx, {
      workspaceId: opts.workspaceId,
      senderId: opts.invitedBy,
      limits: opts.limits,
    });
    if (limitReached) return { limitReached };
    const replaced = await tx
      .update(workspaceInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(workspaceInvitations.workspaceId, opts.workspaceId),
          eq(workspaceInvitations.email, opts.email),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      )
      .returning({ id: workspaceInvitations.id });
    const token = newLinkToken();
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId: opts.workspaceId,
        email: opts.email,
        role: opts.role,
        openLink: opts.openLink,
        tokenHash: hashLinkToken(token),
        invitedBy: opts.invitedBy,
        expiresAt: invitationExpiry(new Date()),
      })
      .returning({ id: workspaceInvitations.id });
    const [created] = await tx
      .select(pendingColumns)
      .from(workspaceInvitations)
      .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
      .where(eq(workspaceInvitations.id, row!.id));
    return { invitation: toPending(created!), token, replaced: replaced.length > 0 };
  });
}

/** Revokes a pending invitation of the workspace; false for anything else (404). */
export async function revokeInvitation(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvitations.id, id),
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}

/** What the join page shows for a token, or undefined for a token nobody issued. */
export async function previewInvitation(
  db: Db,
  token: string,
): Promise<InvitationPreview | undefined> {
  const [row] = await db
    .select({
      workspaceName: workspaces.name,
      inviterName: user.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      openLink: workspaceInvitations.openLink,
      acceptedAt: workspaceInvitations.acceptedAt,
      revokedAt: workspaceInvitations.revokedAt,
      expiresAt: workspaceInvitations.expiresAt,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, hashLinkToken(token)));
  if (!row) return undefined;
  return {
    workspaceName: row.workspaceName,
    inviterName: row.inviterName,
    email: maskEmail(row.email),
    openLink: row.openLink,
    role: row.role as Role,
    state: invitationState(row, new Date()),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export type AcceptRefusal =
  | "not_found"
  | "member"
  | Exclude<InvitationState, "valid">
  | { wrongEmail: string };

/**
 * Joins the workspace the token invites to. The invitation row is locked first, so of two
 * accepts at once (one link opened twice, on two processes) exactly one finds it unused; the
 * other finds it used. Only the invited email may accept, unless the owner made an open link
 * (issue 35 §1: a forwarded manager's link gave anyone the money); the refusal names the
 * invited email masked. Already a member: nothing changes, the link stays unused.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  person: { id: string; email: string },
): Promise<{ workspaceId: string; role: Role } | AcceptRefusal> {
  const userId = person.id;
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({
        id: workspaceInvitations.id,
        workspaceId: workspaceInvitations.workspaceId,
        role: workspaceInvitations.role,
        email: workspaceInvitations.email,
        openLink: workspaceInvitations.openLink,
        acceptedAt: workspaceInvitations.acceptedAt,
        revokedAt: workspaceInvitations.revokedAt,
        expiresAt: workspaceInvitations.expiresAt,
      })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenHash, hashLinkToken(token)))
      .for("update");
    if (!invitation) return "not_found";
    const state = invitationState(invitation, new Date());
    if (state !== "valid") return state;
    if (!invitation.openLink && !sameEmail(invitation.email, person.email)) {
      return { wrongEmail: maskEmail(invitation.email) };
    }
    const [member] = await tx
      .select({ one: sql`1` })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, invitation.workspaceId),
          eq(workspaceMembers.userId, userId),
        ),
      );
    if (member) return "member";
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(workspaceInvitations.id, invitation.id));
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: invitation.workspaceId, userId, role: invitation.role });
    return { workspaceId: invitation.workspaceId, role: invitation.role as Role };
  });
}
