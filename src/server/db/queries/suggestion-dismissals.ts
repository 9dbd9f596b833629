import { and, eq, sql } from "drizzle-orm";
import type { Dismissal } from "@/domain/negotiation-suggestions";
import type { Db } from "../client";
import { negotiationEvents, suggestionDismissals, tourVenues } from "../schema";

export async function listDismissals(db: Db, userId: string): Promise<Dismissal[]> {
  return db
    .select({
      showId: suggestionDismissals.showId,
      rule: suggestionDismissals.rule,
      fingerprint: suggestionDismissals.fingerprint,
    })
    .from(suggestionDismissals)
    .where(eq(suggestionDismissals.userId, userId));
}

/** Override: remembers the suggestion's data; it comes back when that data changes. */
export async function dismissSuggestion(
  db: Db,
  userId: string,
  d: Dismissal & { reason?: string },
): Promise<boolean> {
  const [show] = await db
    .select({ id: tourVenues.id })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, d.showId), eq(tourVenues.userId, userId)));
  if (!show) return false;
  await db
    .insert(suggestionDismissals)
    .values({ userId, ...d, reason: d.reason || null })
    .onConflictDoUpdate({
      target: [suggestionDismissals.userId, suggestionDismissals.showId, suggestionDismissals.rule],
      set: { fingerprint: d.fingerprint, reason: d.reason || null, createdAt: sql`now()` },
    });
  return true;
}

/** Holds the account lost: lapsed holds (expiry) and lapsed or released challenges. */
export async function lostHoldCounts(db: Db, userId: string) {
  const [row] = await db
    .select({
      lostToExpiry: sql<number>`count(*) filter (where ${negotiationEvents.action} = 'lapse'
        and ${negotiationEvents.fromStatus} = 'hold')`.mapWith(Number),
      lostToChallenge:
        sql<number>`count(*) filter (where ${negotiationEvents.fromStatus} = 'challenge'
        and ${negotiationEvents.toStatus} in ('released', 'declined'))`.mapWith(Number),
    })
    .from(negotiationEvents)
    .where(eq(negotiationEvents.userId, userId));
  return row ?? { lostToExpiry: 0, lostToChallenge: 0 };
}
