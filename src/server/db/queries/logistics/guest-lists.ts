import { and, eq, ne, sql } from "drizzle-orm";
import {
  type GuestListLimits,
  guestListCounts,
  NO_LIMITS,
} from "@/domain/logistics/guest-list-rules";
import type { GuestListSettingsInput, GuestStatus, PassType } from "@/domain/logistics/guest-lists";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { guestListSettings, guests, tours, tourVenues, venues } from "../../schema";
import { jsonTuples } from "../json-rows";
import { oneShow, selectShows } from "../tours/show-read";

/** What a guest is sent as: everything the list, the door and the box office show. */
export const guestColumns = {
  id: guests.id,
  name: guests.name,
  plusOnes: guests.plusOnes,
  affiliation: guests.affiliation,
  passType: sql<PassType>`${guests.passType}`,
  contact: guests.contact,
  notes: guests.notes,
  status: sql<GuestStatus>`${guests.status}`,
  checkedIn: guests.checkedIn,
  // ISO text made by the database, so the list's one JSON value and a write's row agree.
  checkedInAt: sql<
    string | null
  >`to_char(${guests.checkedInAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  // Read to decide who sees the contact (domain/logistics/reader-shape.ts); never sent.
  requestedBy: guests.requestedBy,
  requestedByName: guests.requestedByName,
  decidedByName: guests.decidedByName,
  overrideByName: guests.overrideByName,
  overrideReason: guests.overrideReason,
};

export interface GuestView {
  id: string;
  name: string;
  plusOnes: number;
  affiliation: string | null;
  passType: PassType;
  contact: string | null;
  notes: string | null;
  status: GuestStatus;
  checkedIn: number;
  checkedInAt: string | null;
  requestedBy: string | null;
  requestedByName: string;
  decidedByName: string | null;
  overrideByName: string | null;
  overrideReason: string | null;
}

/** The list's guests as JSON tuples: one value for the whole list (ADR 0005). */
const guestTuples = jsonTuples<GuestView>(guestColumns);

const limitsOf = (row: {
  allotment: number | null;
  cutoffAt: Date | null;
  locked: boolean | null;
}): GuestListLimits => ({
  allotment: row.allotment,
  cutoffAt: row.cutoffAt?.toISOString() ?? null,
  locked: row.locked ?? false,
});

/** The show a list hangs off, with its rules: undefined when it is not the workspace's. */
export async function guestListShow(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  opts: { withGuests?: boolean } = {},
) {
  // The guests ride along as one JSON value when asked for: one statement for the door.
  const guestList = opts.withGuests
    ? sql<unknown[][]>`(select ${guestTuples.all(sql`${guests.name}, ${guests.id}`)}
        from ${guests} where ${guests.workspaceId} = ${workspaceId} and ${guests.showId} = ${showId})`
    : sql<null>`null`;
  const [row] = await selectShows(db, workspaceId, {
    guestList,
    id: tourVenues.id,
    tourId: tourVenues.tourId,
    tourTitle: tours.title,
    performanceDate: tourVenues.performanceDate,
    venueName: venues.name,
    city: venues.city,
    allotment: guestListSettings.allotment,
    cutoffAt: guestListSettings.cutoffAt,
    locked: guestListSettings.locked,
  })
    .leftJoin(
      guestListSettings,
      and(
        eq(guestListSettings.showId, tourVenues.id),
        eq(guestListSettings.workspaceId, workspaceId),
      ),
    )
    .where(oneShow(workspaceId, showId, tourId));
  if (!row) return undefined;
  return {
    show: {
      id: row.id,
      tourId: row.tourId,
      tourTitle: row.tourTitle,
      performanceDate: row.performanceDate,
      venueName: row.venueName ?? UNKNOWN_VENUE,
      city: row.city ?? "",
    },
    limits: row.allotment === null && !row.cutoffAt && !row.locked ? NO_LIMITS : limitsOf(row),
    guests: row.guestList ? guestTuples.read(row.guestList) : [],
  };
}

/**
 * A show's whole guest list in one statement whatever its length: the show with its rules
 * and every guest, as one JSON value (PGlite's cost is per row crossing into JavaScript).
 * The door searches it on the phone, without another request.
 */
export async function getGuestList(db: Db, workspaceId: string, tourId: string, showId: string) {
  const head = await guestListShow(db, workspaceId, tourId, showId, { withGuests: true });
  if (!head) return undefined;
  const list = head.guests;
  return {
    show: head.show,
    limits: head.limits,
    counts: guestListCounts(list, head.limits.allotment),
    guests: list,
  };
}
export type GuestListView = NonNullable<Awaited<ReturnType<typeof getGuestList>>>;

/** Just the counts, for the day sheet: one statement. */
export async function guestListCountsOf(db: Db, workspaceId: string, showId: string) {
  const rows = await db
    .select({
      status: sql<GuestStatus>`${guests.status}`,
      plusOnes: guests.plusOnes,
      checkedIn: guests.checkedIn,
    })
    .from(guests)
    .where(and(eq(guests.workspaceId, workspaceId), eq(guests.showId, showId)));
  return { guests: rows.length, ...guestListCounts(rows, null) };
}

/** Tickets the show's other guests hold (requested or approved), for the allotment. */
export async function ticketsTaken(
  db: Db,
  workspaceId: string,
  showId: string,
  exceptGuestId?: string,
): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(1 + ${guests.plusOnes}), 0)::int` })
    .from(guests)
    .where(
      and(
        eq(guests.workspaceId, workspaceId),
        eq(guests.showId, showId),
        ne(guests.status, "declined"),
        exceptGuestId ? ne(guests.id, exceptGuestId) : undefined,
      ),
    );
  return Number(row?.taken ?? 0);
}

/** Saves the show's allotment, cutoff and lock; undefined when the show is not the workspace's. */
export async function saveGuestListSettings(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: GuestListSettingsInput,
) {
  const head = await guestListShow(db, workspaceId, tourId, showId);
  if (!head) return undefined;
  await db
    .insert(guestListSettings)
    .values({ ...input, workspaceId, showId })
    .onConflictDoUpdate({ target: guestListSettings.showId, set: input });
  return getGuestList(db, workspaceId, tourId, showId);
}
