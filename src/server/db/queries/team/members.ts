import { and, asc, eq, sql } from "drizzle-orm";
import { shownMember } from "@/domain/team/member-display";
import type { Role } from "@/domain/team/roles";
import type { WorkspaceChoice } from "@/domain/team/workspaces";
import type { Db } from "../../client";
import { session, user, workspaceMembers, workspaces } from "../../schema";

/** The members of a workspace, owners first, then in the order they joined. */
export async function listMembers(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      name: user.name,
      email: user.email,
      isAnonymous: user.isAnonymous,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      twoFactor: user.twoFactorEnabled,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, asc(workspaceMembers.createdAt));
  return rows.map(({ isAnonymous, ...r }) => ({
    ...r,
    ...shownMember({ ...r, isAnonymous }),
    role: r.role as Role,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

/** Every workspace a person belongs to, by name, marking the one the session works in. */
export async function listWorkspacesOf(
  db: Db,
  userId: string,
  currentId: string | undefined,
): Promise<WorkspaceChoice[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
  return rows.map((r) => ({ ...r, role: r.role as Role, current: r.id === currentId }));
}

/** The person's role in a workspace, or undefined when they are not a member. */
export async function memberRole(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role as Role | undefined;
}

/**
 * Points a session at a workspace (the switcher); the next request works there. Looking
 * through a lesser role ends with the switch.
 */
export async function setSessionWorkspace(db: Db, sessionId: string, workspaceId: string) {
  await db.update(session).set({ workspaceId, viewAs: null }).where(eq(session.id, sessionId));
}

/**
 * The session lets go of the workspace it chose (the person left it): the next request finds
 * their own, with nothing to tell them, since they did it themselves.
 */
export async function releaseSessionWorkspace(db: Db, sessionId: string) {
  await db
    .update(session)
    .set({ workspaceId: null, viewAs: null })
    .where(eq(session.id, sessionId));
}

/** "View as crew" (or artist) for this session, or back to one's own role with null. */
export async function setSessionViewAs(
  db: Db,
  sessionId: string,
  workspaceId: string,
  viewAs: Role | null,
) {
  await db.update(session).set({ workspaceId, viewAs }).where(eq(session.id, sessionId));
}
