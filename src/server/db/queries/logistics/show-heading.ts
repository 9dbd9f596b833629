import { and, eq } from "drizzle-orm";
import type { Db } from "../../client";
import { tours, tourVenues, venues } from "../../schema";
import { onShowVenue } from "../ownership";

/** Which show an advance is: its venue, city, date and tour (issue 47: the page says so). */
export async function showHeadingOf(db: Db, workspaceId: string, showId: string) {
  const [show] = await db
    .select({
      tourId: tourVenues.tourId,
      tourTitle: tours.title,
      venueName: venues.name,
      city: venues.city,
      performanceDate: tourVenues.performanceDate,
    })
    .from(tourVenues)
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  return show;
}
