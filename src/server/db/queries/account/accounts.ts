import { and, eq, getTableColumns, gt, is, lt, notExists, or, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { GUEST_MAX_AGE_DAYS } from "@/domain/account/account-limits";
import { DAY_MS } from "@/domain/durations";
import type { Db } from "../../client";
import * as schema from "../../schema";
import { removeDemoPeopleFrom } from "../team/demo-people";
import { deleteOwnerlessWorkspaces } from "../team/workspaces";

/**
 * Tables that are not a workspace's data though some name a workspace: better-auth's own,
 * who belongs where (people, not the act's data), invitations (they hold token hashes), the
 * invitation limits' counter and the version counter.
 */
const NOT_DATA_TABLES: ReadonlySet<unknown> = new Set([
  schema.user,
  schema.session,
  schema.account,
  schema.verification,
  schema.rateLimit,
  schema.workspaceMembers,
  schema.workspaceInvitations,
  schema.invitationSends,
  schema.workspaceVersions,
]);

/**
 * Every table whose rows belong to a workspace (built with `owned()`, so it has
 * `workspace_id`), found in the schema itself: a new area's tables are exported and deleted
 * without a list to keep by hand. tests/api/platform.test.ts checks it against the database's
 * own catalogue.
 */
export const ownedTables: readonly PgTable[] = Object.values(
  schema as Record<string, unknown>,
).filter(
  (value): value is PgTable =>
    is(value, PgTable) && !NOT_DATA_TABLES.has(value) && "workspaceId" in getTableColumns(value),
);

/**
 * A guest who signs up keeps their demo workspace: the new account becomes its owner, and the
 * empty workspace made for the new account at sign-up goes. The demo's fictional party leaves
 * it (a real workspace lists only people who can sign in; the activity log keeps their
 * names). One transaction.
 */
export async function transferAccountData(db: Db, fromUserId: string, toUserId: string) {
  await db.transaction(async (tx) => {
    const kept = await tx
      .update(schema.workspaceMembers)
      .set({ userId: toUserId })
      .where(eq(schema.workspaceMembers.userId, fromUserId))
      .returning({ workspaceId: schema.workspaceMembers.workspaceId });
    if (kept.length === 0) return;
    // The guest's own calendar feeds go with them: the guest's row is deleted next.
    await tx
      .update(schema.calendarFeeds)
      .set({ userId: toUserId })
      .where(eq(schema.calendarFeeds.userId, fromUserId));
    for (const { workspaceId } of kept) await removeDemoPeopleFrom(tx, workspaceId);
    await tx
      .delete(schema.workspaces)
      .where(
        and(
          eq(schema.workspaces.id, toUserId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(schema.tours)
              .where(eq(schema.tours.workspaceId, schema.workspaces.id)),
          ),
        ),
      );
    const [guest] = await tx
      .select({ artistName: schema.user.artistName })
      .from(schema.user)
      .where(eq(schema.user.id, fromUserId));
    const [target] = await tx
      .select({ artistName: schema.user.artistName })
      .from(schema.user)
      .where(eq(schema.user.id, toUserId));
    if (!target?.artistName && guest?.artistName) {
      await tx
        .update(schema.user)
        .set({ artistName: guest.artistName })
        .where(eq(schema.user.id, toUserId));
    }
  });
}

/**
 * Demo (guest) accounts nobody can reach any more (no live session, older than a day), and
 * every demo account older than GUEST_MAX_AGE_DAYS even while signed in: a demo is a trial,
 * and its ~100 rows must not live as long as a 30-day session. Their tours, shows and
 * campaigns go with them (foreign keys cascade). Returns how many went.
 */
export async function deleteAbandonedGuests(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const expired = new Date(now.getTime() - GUEST_MAX_AGE_DAYS * DAY_MS);
  const liveSession = db
    .select({ one: sql`1` })
    .from(schema.session)
    .where(and(eq(schema.session.userId, schema.user.id), gt(schema.session.expiresAt, now)));
  const deleted = await db
    .delete(schema.user)
    .where(
      and(
        eq(schema.user.isAnonymous, true),
        or(
          lt(schema.user.createdAt, expired),
          and(lt(schema.user.createdAt, dayAgo), notExists(liveSession)),
        ),
      ),
    )
    .returning({ id: schema.user.id });
  // Their memberships went with them; the demo workspaces they owned go now, and so does a
  // demo left when its guest signed in to an existing account (better-auth deletes the guest).
  await deleteOwnerlessWorkspaces(db);
  return deleted.length;
}
