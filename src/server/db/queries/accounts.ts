import { and, eq, gt, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as schema from "../schema";

/** Every table whose rows belong to an account. A new owned table must be added here. */
const ownedTables = [
  schema.tours,
  schema.venues,
  schema.tourVenues,
  schema.tourFinancials,
  schema.venueRevenueDeals,
  schema.riderProvisions,
  schema.marketingCampaigns,
] as const;

/** Moves a guest's data to the real account they just created, in one transaction. */
export async function transferAccountData(db: Db, fromUserId: string, toUserId: string) {
  await db.transaction(async (tx) => {
    for (const table of ownedTables) {
      await tx.update(table).set({ userId: toUserId }).where(eq(table.userId, fromUserId));
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
 * Demo (guest) accounts nobody can reach any more: no live session, older than a day. Their
 * tours, shows and campaigns go with them (foreign keys cascade). Returns how many went.
 */
export async function deleteAbandonedGuests(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const liveSession = db
    .select({ one: sql`1` })
    .from(schema.session)
    .where(and(eq(schema.session.userId, schema.user.id), gt(schema.session.expiresAt, now)));
  const deleted = await db
    .delete(schema.user)
    .where(
      and(
        eq(schema.user.isAnonymous, true),
        lt(schema.user.createdAt, dayAgo),
        notExists(liveSession),
      ),
    )
    .returning({ id: schema.user.id });
  return deleted.length;
}
