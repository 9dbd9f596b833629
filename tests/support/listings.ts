import type { Db } from "@/server/db/client";
import { datesPages, showListings } from "@/server/db/schema";

/**
 * The public dates rows a test needs: an act's page and a show's listing. Written to the tables
 * here, in one place, until the owner's routes (PUT /api/listings/page and
 * PUT /api/listings/shows/:showId) are merged; then these call them instead.
 */

export async function putDatesPage(
  db: Db,
  workspaceId: string,
  page: { slug: string; title: string; enabled?: boolean },
) {
  const values = { slug: page.slug, title: page.title, enabled: page.enabled ?? true };
  await db
    .insert(datesPages)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({
      target: datesPages.workspaceId,
      set: { ...values, updatedAt: new Date() },
    });
}

type Listing = Partial<Omit<typeof showListings.$inferInsert, "workspaceId" | "showId" | "id">>;

/** A show's listing, announced an hour ago in Chicago's time unless `listing` says otherwise. */
export async function putShowListing(
  db: Db,
  workspaceId: string,
  showId: string,
  listing: Listing = {},
) {
  const values = {
    announceAt: new Date(Date.now() - 3_600_000),
    timeZone: "America/Chicago",
    ...listing,
  };
  await db
    .insert(showListings)
    .values({ workspaceId, showId, ...values })
    .onConflictDoUpdate({ target: showListings.showId, set: { ...values, updatedAt: new Date() } });
}

/** Many listings at once (the 5,000-show page), in statements of a few hundred rows. */
export async function putShowListings(db: Db, workspaceId: string, showIds: string[]) {
  const announceAt = new Date(Date.now() - 3_600_000);
  for (let i = 0; i < showIds.length; i += 500) {
    await db.insert(showListings).values(
      showIds.slice(i, i + 500).map((showId) => ({
        workspaceId,
        showId,
        announceAt,
        timeZone: "America/Chicago",
        startTime: "20:00",
      })),
    );
  }
}
