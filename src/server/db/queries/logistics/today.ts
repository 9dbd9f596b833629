import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../client";
import { tourVenues } from "../../schema";

/**
 * The confirmed show of `date`, else the next one: what the Today page opens (its day sheet
 * is then read with getDaySheet, the day sheet's own read). Undefined: nothing ahead.
 */
export async function showOfTheDay(db: Db, workspaceId: string, date: string) {
  const [row] = await db
    .select({ showId: tourVenues.id, tourId: tourVenues.tourId, date: tourVenues.performanceDate })
    .from(tourVenues)
    .where(
      and(
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.status, "confirmed"),
        gte(tourVenues.performanceDate, date),
      ),
    )
    .orderBy(asc(tourVenues.performanceDate), asc(tourVenues.orderInTour))
    .limit(1);
  return row;
}
