import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Role } from "@/domain/team/roles";
import type { Db } from "../../client";
import { apiTokens, user, workspaceMembers, workspaces } from "../../schema";
import { retireFeedsOf } from "../logistics/calendar-feed";
import { createWorkspace } from "./workspaces";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Why a change to a member is refused: not a member (404), or the owner's place (409). */
export type MemberRefusal = "not_found" | "owner";

const memberOf = (workspaceId: string, userId: string) =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));

/**
 * A member who leaves takes their API tokens of the workspace with them (issue 53): the
 * token check already refuses a maker who is not a member, and this keeps a token from
 * working again should they be invited back.
 */
const revokeTokensOf = (tx: Tx, workspaceId: string, userId: string) =>
  tx
    .delete(apiTokens)
    .where(and(eq(apiTokens.workspaceId, workspaceId), eq(apiTokens.userId, userId)));

/** The member's role, locked for the change that follows. */
async function lockedRole(tx: Tx, workspaceId: string, userId: string) {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(memberOf(workspaceId, userId))
    .for("update");
  return row?.role as Role | undefined;
}

/** Gives a member another role; the owner's role moves only by a transfer. */
export async function changeMemberRole(
  db: Db,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<MemberRefusal | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockedRole(tx, workspaceId, userId);
    if (!current) return "not_found";
    if (current === "owner") return "owner";
    await tx.update(workspaceMembers).set({ role }).where(memberOf(workspaceId, userId));
    // A feed shows what its maker's role saw: a new role, even a higher one, needs a new feed.
    if (role !== current) await retireFeedsOf(tx, workspaceId, [userId]);
    return undefined;
  });
}

/**
 * Takes someone out of the workspace; never its owner (the caller, since only the owner
 * removes: the workspace would be left without one). Their sessions still point at it, but the session
 * check finds no membership on their very next request and falls back to a workspace of
 * their own (session-standing.ts), on every process: nothing to forget here.
 */
export async function removeMember(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<MemberRefusal | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockedRole(tx, workspaceId, userId);
    if (!current) return "not_found";
    if (current === "owner") return "owner";
    await tx.delete(workspaceMembers).where(memberOf(workspaceId, userId));
    await retireFeedsOf(tx, workspaceId, [userId]);
    await revokeTokensOf(tx, workspaceId, userId);
    return undefined;
  });
}

/** Leaving: any member but the owner, who must hand the workspace over first. */
export async function leaveWorkspace(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<"owner" | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockedRole(tx, workspaceId, userId);
    if (current === "owner") return "owner";
    await tx.delete(workspaceMembers).where(memberOf(workspaceId, userId));
    await retireFeedsOf(tx, workspaceId, [userId]);
    await revokeTokensOf(tx, workspaceId, userId);
    return undefined;
  });
}

/** The member becomes the owner; the old owner stays on as a manager. One transaction. */
export async function transferOwnership(
  db: Db,
  workspaceId: string,
  fromUserId: string,
  toUserId: string,
): Promise<MemberRefusal | "self" | undefined> {
  if (fromUserId === toUserId) return "self";
  return db.transaction(async (tx) => {
    const from = await lockedRole(tx, workspaceId, fromUserId);
    const to = await lockedRole(tx, workspaceId, toUserId);
    if (!to) return "not_found";
    if (from !== "owner") return "owner";
    await tx
      .update(workspaceMembers)
      .set({ role: "owner" satisfies Role })
      .where(memberOf(workspaceId, toUserId));
    await tx
      .update(workspaceMembers)
      .set({ role: "manager" satisfies Role })
      .where(memberOf(workspaceId, fromUserId));
    await retireFeedsOf(tx, workspaceId, [fromUserId, toUserId]);
    return undefined;
  });
}

export async function renameWorkspace(db: Db, workspaceId: string, name: string) {
  const [row] = await db
    .update(workspaces)
    .set({ name })
    .where(eq(workspaces.id, workspaceId))
    .returning({ id: workspaces.id, name: workspaces.name });
  return row;
}

/**
 * Deletes the workspace and every row of it (foreign keys cascade), and returns where the
 * owner goes next: their oldest other workspace, or — when this was their only one — a new,
 * empty one under their name, so nobody is ever left without a workspace.
 */
export async function deleteWorkspace(
  db: Db,
  workspaceId: string,
  ownerId: string,
): Promise<{ id: string; name: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    const [next] = await tx
      .select({ id: workspaces.id, name: workspaces.name })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(and(eq(workspaceMembers.userId, ownerId), ne(workspaces.id, workspaceId)))
      .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, asc(workspaceMembers.createdAt))
      .limit(1);
    if (next) return { ...next, created: false };
    const [person] = await tx
      .select({ name: user.name, artistName: user.artistName })
      .from(user)
      .where(eq(user.id, ownerId));
    const name = person?.artistName?.trim() || person?.name || "My workspace";
    return { ...(await createWorkspace(tx, { name, ownerId })), created: true };
  });
}
