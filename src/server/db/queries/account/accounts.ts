import { and, eq, getTableColumns, gt, is, lt, notExists, or, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { GUEST_MAX_AGE_DAYS } from "@/domain/account/account-limits";
import { DAY_MS } from "@/domain/durations";
import type { Db } from "../../client";
import * as schema from "../../schema";

/** better-auth's own tables: they follow the user row and are never moved. */
const AUTH_TABLES: ReadonlySet<unknown> = new Set([
  schema.user,
  schema.session,
  schema.account,
  schema.verification,
  schema.rateLimit,
]);

/**
 * Every table whose rows belong to an account (built with `owned()`, so it has `user_id`),
 * found in the schema itself: a new area's tables are moved at sign-up without a list to
 * keep by hand. tests/api/platform.test.ts checks it against the database's own catalogue.
 */
export const ownedTables: readonly PgTable[] = Object.values(
  schema as Record<string, unknown>,
).filter(
  (value): value is PgTable =>
    is(value, PgTable) && !AUTH_TABLES.has(value) && "userId" in getTableColumns(value),
);

/** Moves a guest's data to the real account they just created, in one transaction. */
export async function transferAccountData(db: Db, fromUserId: string, toUserId: string) {
  await db.transaction(async (tx) => {
    for (const table of ownedTables) {
      await tx.execute(
        sql`update ${table} set user_id = ${toUserId} where user_id = ${fromUserId}`,
      );
    }
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
  return deleted.length;
}
