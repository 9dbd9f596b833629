import { and, asc, eq, sql } from "drizzle-orm";
import { insertionIndexByDate, isSameSet, type ShowInput } from "@/domain/tours/shows";
import type { Db } from "../../client";
import { tourVenues, venues } from "../../schema";
import { productsCountedAt, refreshProductRollups } from "../merch/rollups";
import { findOwnedTour } from "../ownership";
import { syncPartyLines } from "../party/generation";
import { ensureRoomFor } from "../workspace-limits";
import { dealTermsColumns, selectShows, showMoneyOf, showVenueColumns } from "./show-read";
import { placedVenue } from "./venues";

const showColumns = {
  id: tourVenues.id,
  tourId: tourVenues.tourId,
  orderInTour: tourVenues.orderInTour,
  performanceDate: tourVenues.performanceDate,
  venueFee: tourVenues.venueFee,
  estimatedTravelCost: tourVenues.estimatedTravelCost,
  estimatedAccommodationCost: tourVenues.estimatedAccommodationCost,
  status: tourVenues.status,
  holdRank: tourVenues.holdRank,
  holdExpiry: tourVenues.holdExpiry,
  challengeDeadline: tourVenues.challengeDeadline,
  challengedBy: tourVenues.challengedBy,
  contactName: tourVenues.contactName,
  contactPhone: tourVenues.contactPhone,
  contactEmail: tourVenues.contactEmail,
  ...showVenueColumns,
  ...dealTermsColumns,
};

/** Shows with their venue and money (./show-read.ts), in one statement. */
const showQuery = (db: Db, workspaceId: string) => selectShows(db, workspaceId, showColumns);
type ShowRow = Awaited<ReturnType<typeof showQuery>>[number];

/** A show with its venue nested; a venue that was deleted leaves `venue: null`. */
function toShowView(r: ShowRow) {
  const { venueId, venueName, city, state, capacity, holdExpiry, challengeDeadline, ...rest } = r;
  const { showMoney, others: show } = showMoneyOf(rest);
  return {
    ...show,
    showMoney,
    holdExpiry: holdExpiry ? holdExpiry.toISOString() : null,
    challengeDeadline: challengeDeadline ? challengeDeadline.toISOString() : null,
    venue: venueId ? { id: venueId, name: venueName ?? "", city, state, capacity } : null,
  };
}
export type ShowView = ReturnType<typeof toShowView>;

const ownShows = (workspaceId: string, tourId: string) =>
  and(eq(tourVenues.tourId, tourId), eq(tourVenues.workspaceId, workspaceId));

/** The tour's shows in tour order; undefined when the tour is not the account's. */
export async function listShows(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<ShowView[] | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  return showsOfTour(db, workspaceId, tourId);
}

/** For a tour already found to be the account's (by `getTour`, or locked in a write). */
export async function showsOfTour(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<ShowView[]> {
  const rows = await showQuery(db, workspaceId)
    .where(ownShows(workspaceId, tourId))
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
  return rows.map(toShowView);
}

export async function getShow(db: Db, workspaceId: string, tourId: string, showId: string) {
  const [row] = await showQuery(db, workspaceId).where(
    and(ownShows(workspaceId, tourId), eq(tourVenues.id, showId)),
  );
  return row ? toShowView(row) : undefined;
}

async function orderedShows(tx: Db, workspaceId: string, tourId: string) {
  return tx
    .select({ id: tourVenues.id, performanceDate: tourVenues.performanceDate })
    .from(tourVenues)
    .where(ownShows(workspaceId, tourId))
    .orderBy(asc(tourVenues.orderInTour), asc(tourVenues.id));
}

/** Stores the given sequence as order_in_tour 1..n in one statement. */
async function renumber(tx: Db, workspaceId: string, tourId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tourVenues} set order_in_tour = v.ord
    from (values ${values}) as v(id, ord)
    where ${tourVenues.id} = v.id and ${tourVenues.tourId} = ${tourId}
      and ${tourVenues.workspaceId} = ${workspaceId}`);
}

/** The show's venue id: an own venue (else undefined) or a venue created now. */
async function resolveVenue(tx: Db, workspaceId: string, venue: ShowInput["venue"]) {
  if ("id" in venue) {
    const [row] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, venue.id), eq(venues.workspaceId, workspaceId)));
    return row?.id;
  }
  await ensureRoomFor(tx, workspaceId, "venues");
  const [row] = await tx
    .insert(venues)
    .values({ ...(await placedVenue(venue.create)), workspaceId })
    .returning({ id: venues.id });
  return row!.id;
}

export type ShowWriteError = "tour" | "venue" | "show" | "order";

function placeAt(ids: string[], id: string, index: number) {
  return [...ids.slice(0, index), id, ...ids.slice(index)];
}

/** Adds a show where its date puts it among the tour's shows, renumbering the rest. */
export async function createShow(db: Db, workspaceId: string, tourId: string, input: ShowInput) {
  return db.transaction(async (tx): Promise<ShowView | ShowWriteError> => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return "tour";
    await ensureRoomFor(tx, workspaceId, "shows");
    const venueId = await resolveVenue(tx, workspaceId, input.venue);
    if (!venueId) return "venue";
    const current = await orderedShows(tx, workspaceId, tourId);
    const index = insertionIndexByDate(current, input.performanceDate);
    const { venue: _, ...fields } = input;
    const [row] = await tx
      .insert(tourVenues)
      .values({ ...fields, venueId, tourId, workspaceId, orderInTour: index + 1 })
      .returning({ id: tourVenues.id });
    const ids = placeAt(
      current.map((s) => s.id),
      row!.id,
      index,
    );
    await renumber(tx, workspaceId, tourId, ids);
    return (await getShow(tx, workspaceId, tourId, row!.id))!;
  });
}

/** Edits a show; a changed date moves it to where that date belongs. */
export async function updateShow(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: ShowInput,
) {
  return db.transaction(async (tx): Promise<ShowView | ShowWriteError> => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return "tour";
    const current = await orderedShows(tx, workspaceId, tourId);
    const existing = current.find((s) => s.id === showId);
    if (!existing) return "show";
    const venueId = await resolveVenue(tx, workspaceId, input.venue);
    if (!venueId) return "venue";
    const { venue: _, ...fields } = input;
    await tx
      .update(tourVenues)
      .set({ ...fields, venueId })
      .where(and(ownShows(workspaceId, tourId), eq(tourVenues.id, showId)));
    if (existing.performanceDate !== input.performanceDate) {
      const others = current.filter((s) => s.id !== showId);
      const index = insertionIndexByDate(others, input.performanceDate);
      const ids = placeAt(
        others.map((s) => s.id),
        showId,
        index,
      );
      await renumber(tx, workspaceId, tourId, ids);
    }
    return (await getShow(tx, workspaceId, tourId, showId))!;
  });
}

/** Removes a show and closes the gap it leaves in the order. */
export async function deleteShow(db: Db, workspaceId: string, tourId: string, showId: string) {
  return db.transaction(async (tx): Promise<true | ShowWriteError> => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return "tour";
    const counted = await productsCountedAt(tx, workspaceId, { showId });
    const deleted = await tx
      .delete(tourVenues)
      .where(and(ownShows(workspaceId, tourId), eq(tourVenues.id, showId)))
      .returning({ id: tourVenues.id });
    if (deleted.length === 0) return "show";
    // The show's merch counts went with it: its products' sales figures follow.
    await refreshProductRollups(tx, workspaceId, counted);
    const rest = await orderedShows(tx, workspaceId, tourId);
    await renumber(
      tx,
      workspaceId,
      tourId,
      rest.map((s) => s.id),
    );
    await syncPartyLines(tx, workspaceId, tourId);
    return true;
  });
}

/** Puts the tour's shows in the given order; the list must name each show exactly once. */
export async function reorderShows(db: Db, workspaceId: string, tourId: string, showIds: string[]) {
  return db.transaction(async (tx): Promise<ShowView[] | ShowWriteError> => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return "tour";
    const current = await orderedShows(tx, workspaceId, tourId);
    if (
      !isSameSet(
        current.map((s) => s.id),
        showIds,
      )
    )
      return "order";
    await renumber(tx, workspaceId, tourId, showIds);
    return showsOfTour(tx, workspaceId, tourId);
  });
}
