import { and, eq } from "drizzle-orm";
import type { SetShow } from "@/domain/setlists/reader-shape";
import { type ShowSlot, slotOf } from "@/domain/setlists/set-lists";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { daySheets, setLists, tours, tourVenues, user, venues, workspaces } from "../../schema";
import { onShowVenue } from "../ownership";
import { oneShow } from "../tours/show-read";

/** A show's set row, when it has one. */
export interface ShowSetRow {
  id: string;
  stageKeys: boolean;
  stageNotes: boolean;
  playedConfirmedAt: Date | null;
  playedConfirmedBy: string | null;
  updatedAt: Date;
}

/**
 * The show a set hangs off, in one statement: its heading, the band's slot from its day sheet
 * (domain/setlists/set-lists.ts, slotOf: the running order's entry named as the workspace's
 * artist, else the set time to the curfew) and its set row. Undefined when the show is not
 * the workspace's or not on that tour: answered 404 like a missing one.
 */
export async function showSetHead(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
): Promise<{ show: SetShow; slot: ShowSlot; set: ShowSetRow | null } | undefined> {
  const [row] = await db
    .select({
      id: tourVenues.id,
      tourTitle: tours.title,
      performanceDate: tourVenues.performanceDate,
      venueName: venues.name,
      city: venues.city,
      // The workspace's name is its artist's (Settings → profile renames both).
      artistName: workspaces.name,
      setTime: daySheets.setTime,
      curfew: daySheets.curfew,
      sets: daySheets.sets,
      setId: setLists.id,
      stageKeys: setLists.stageKeys,
      stageNotes: setLists.stageNotes,
      playedConfirmedAt: setLists.playedConfirmedAt,
      playedConfirmedBy: user.name,
      updatedAt: setLists.updatedAt,
    })
    .from(tourVenues)
    .innerJoin(tours, and(eq(tours.id, tourVenues.tourId), eq(tours.workspaceId, workspaceId)))
    .innerJoin(workspaces, eq(workspaces.id, tourVenues.workspaceId))
    .leftJoin(venues, onShowVenue(workspaceId))
    .leftJoin(
      daySheets,
      and(eq(daySheets.tourVenueId, tourVenues.id), eq(daySheets.workspaceId, workspaceId)),
    )
    .leftJoin(
      setLists,
      and(eq(setLists.showId, tourVenues.id), eq(setLists.workspaceId, workspaceId)),
    )
    .leftJoin(user, eq(user.id, setLists.playedConfirmedBy))
    .where(oneShow(workspaceId, showId, tourId));
  if (!row) return undefined;
  const sheet =
    row.setTime !== null || row.curfew !== null || row.sets !== null
      ? { setTime: row.setTime, curfew: row.curfew, sets: row.sets ?? [] }
      : null;
  return {
    show: {
      id: row.id,
      tourId,
      tourTitle: row.tourTitle,
      performanceDate: row.performanceDate,
      venueName: row.venueName ?? UNKNOWN_VENUE,
      city: row.city ?? "",
    },
    slot: slotOf(sheet, row.artistName),
    set:
      row.setId === null
        ? null
        : {
            id: row.setId,
            stageKeys: row.stageKeys ?? true,
            stageNotes: row.stageNotes ?? true,
            playedConfirmedAt: row.playedConfirmedAt,
            playedConfirmedBy: row.playedConfirmedBy,
            updatedAt: row.updatedAt ?? new Date(0),
          },
  };
}
