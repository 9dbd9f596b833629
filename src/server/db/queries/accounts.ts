import { eq } from "drizzle-orm";
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
