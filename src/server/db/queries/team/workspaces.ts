import { and, eq, notExists, sql } from "drizzle-orm";
import type { Role } from "@/domain/team/roles";
import type { Db } from "../../client";
import { workspaceMembers, workspaces } from "../../schema";
import { deleteDetachedDemoPeople, isDemoPerson } from "./demo-people";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A new workspace with its first member, its owner, in one transaction: guest cleanup running
 * at the same moment must never see it without its owner (deleteOwnerlessWorkspaces).
 */
export async function createWorkspace(
  db: Db | Tx,
  opts: { id?: string; name: string; ownerId: string },
): Promise<{ id: string; name: string }> {
  const id = opts.id ?? crypto.randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaces)
      .values({ id, name: opts.name })
      .returning({ id: workspaces.id, name: workspaces.name });
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: id, userId: opts.ownerId, role: "owner" satisfies Role });
    return row!;
  });
}

/**
 * Workspaces nobody owns any more (their owner's account was deleted, a demo guest was
 * cleared) go, and every row of theirs with them (foreign keys cascade), and so do a demo's
 * fictional people left in no workspace (demo-people.ts). Returns how many workspaces went.
 */
export async function deleteOwnerlessWorkspaces(db: Db | Tx): Promise<number> {
  const owner = db
    .select({ one: sql`1` })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.role, "owner")),
    );
  const deleted = await db
    .delete(workspaces)
    .where(notExists(owner))
    .returning({ id: workspaces.id });
  await deleteDetachedDemoPeople(db);
  return deleted.length;
}

/**
 * The workspaces a person owns that have other members: they must hand them over or delete
 * them before deleting their account, or the party would lose its tour. A demo's fictional
 * people do not count: nobody is left behind in a demo.
 */
export async function ownedWorkspacesWithOthers(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspaces.id),
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, "owner"),
      ),
    )
    .where(
      sql`exists (select 1 from ${workspaceMembers} o where o.workspace_id = ${workspaces.id} and o.user_id <> ${userId} and not ${isDemoPerson(sql`o.user_id`)})`,
    );
  return rows.map((r) => r.name);
}

/**
 * The workspaces a person owns with nobody else in them, deleted with all their rows: a demo
 * guest who signs in to an existing account leaves the demo behind.
 */
export async function deleteSoloWorkspaces(db: Db | Tx, userId: string): Promise<number> {
  const deleted = await db.execute(sql`
    delete from ${workspaces} w
    where exists (select 1 from ${workspaceMembers} m
                  where m.workspace_id = w.id and m.user_id = ${userId} and m.role = 'owner')
      and not exists (select 1 from ${workspaceMembers} o
                      where o.workspace_id = w.id and o.user_id <> ${userId}
                        and not ${isDemoPerson(sql`o.user_id`)})
    returning w.id`);
  const count = (deleted as unknown as { rows: unknown[] }).rows.length;
  // The demo's sample party went with it, and leaves no one behind.
  if (count > 0) await deleteDetachedDemoPeople(db);
  return count;
}
