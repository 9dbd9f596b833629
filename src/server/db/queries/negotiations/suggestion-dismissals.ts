import { and, eq, sql } from "drizzle-orm";
import type { Dismissal } from "@/domain/negotiations/suggestions";
import type { Db } from "../../client";
import { suggestionDismissals, tourVenues } from "../../schema";

/** Override: remembers the suggestion's data; it comes back when that data changes. */
export async function dismissSuggestion(
  db: Db,
  workspaceId: string,
  d: Dismissal & { reason?: string },
): Promise<boolean> {
  const [show] = await db
    .select({ id: tourVenues.id })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, d.showId), eq(tourVenues.workspaceId, workspaceId)));
  if (!show) return false;
  await db
    .insert(suggestionDismissals)
    .values({ workspaceId, ...d, reason: d.reason || null })
    .onConflictDoUpdate({
      target: [
        suggestionDismissals.workspaceId,
        suggestionDismissals.showId,
        suggestionDismissals.rule,
      ],
      set: { fingerprint: d.fingerprint, reason: d.reason || null, createdAt: sql`now()` },
    });
  return true;
}
