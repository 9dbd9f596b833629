import { and, eq } from "drizzle-orm";
import type { DaySheetInput } from "@/domain/logistics/day-sheets";
import { legDate } from "@/domain/logistics/itinerary";
import type { TravelReader } from "@/domain/logistics/travel-people";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { daySheets, tours, tourVenues, venues } from "../../schema";
import { dealTermsColumns, oneShow, selectShows, showMoneyOf } from "../tours/show-read";
import { advanceItemsOf } from "./advances";
import { guestListCountsOf } from "./guest-lists";
import { travelOf } from "./itinerary";
import { showFilesOf } from "./show-files";

const sheetColumns = {
  loadIn: daySheets.loadIn,
  soundcheck: daySheets.soundcheck,
  doors: daySheets.doors,
  setTime: daySheets.setTime,
  curfew: daySheets.curfew,
  loadOut: daySheets.loadOut,
  venueAddress: daySheets.venueAddress,
  notes: daySheets.notes,
  sets: daySheets.sets,
};
const EMPTY_SHEET = {
  loadIn: null,
  soundcheck: null,
  doors: null,
  setTime: null,
  curfew: null,
  loadOut: null,
  venueAddress: null,
  notes: null,
  sets: [],
};

/**
 * Everything a show day needs on one page: the show and venue with its contacts, the times,
 * the day's journeys, the night's hotel and what the show pays (its deal, read in the same
 * statement as the show). Undefined when the show is not on the account's
 * tour. The legs and the night's stay are those the reader is on (ADR 0032).
 */
export async function getDaySheet(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  reader: TravelReader,
) {
  const [row] = await selectShows(db, workspaceId, {
    id: tourVenues.id,
    tourTitle: tours.title,
    performanceDate: tourVenues.performanceDate,
    venueFee: tourVenues.venueFee,
    venueName: venues.name,
    city: venues.city,
    state: venues.state,
    capacity: venues.capacity,
    contactName: tourVenues.contactName,
    contactPhone: tourVenues.contactPhone,
    contactEmail: tourVenues.contactEmail,
    venueContactName: venues.contactName,
    venuePhone: venues.phone,
    venueEmail: venues.email,
    ...dealTermsColumns,
  }).where(oneShow(workspaceId, showId, tourId));
  if (!row) return undefined;
  const { showMoney, others: show } = showMoneyOf(row);
  const [sheet] = await db
    .select(sheetColumns)
    .from(daySheets)
    .where(and(eq(daySheets.workspaceId, workspaceId), eq(daySheets.tourVenueId, showId)));
  const date = show.performanceDate;
  const travel = await travelOf(db, workspaceId, tourId, reader);
  const legs = travel.legs.filter((l) => legDate(l) === date);
  const stays = travel.stays.filter((s) => date !== null && s.checkIn <= date && date < s.checkOut);
  const contacts = [
    { name: show.contactName, phone: show.contactPhone, email: show.contactEmail },
    { name: show.venueContactName, phone: show.venuePhone, email: show.venueEmail },
  ].filter(
    (c, i, all) => (c.name || c.phone || c.email) && all.findIndex((x) => x.name === c.name) === i,
  );
  return {
    show: {
      id: show.id,
      tourId,
      tourTitle: show.tourTitle,
      performanceDate: date,
      venueName: show.venueName ?? UNKNOWN_VENUE,
      city: show.city ?? "",
      state: show.state ?? "",
      capacity: show.capacity,
      showMoney,
    },
    contacts,
    sheet: sheet ?? EMPTY_SHEET,
    legs,
    lodgings: stays,
    // The door's figures: tickets checked in against approved (docs/product.md §6.4).
    guestList: await guestListCountsOf(db, workspaceId, showId),
    // The advance's agreed answers beyond the times (issue 38), and the show's paperwork.
    advance: (await advanceItemsOf(db, workspaceId, showId)).filter(
      (i) => i.section !== "schedule" && i.agreed !== null,
    ),
    files: await showFilesOf(db, workspaceId, showId),
  };
}
export type DaySheetView = NonNullable<Awaited<ReturnType<typeof getDaySheet>>>;

/** Saves the day's times and notes (one sheet per show). */
export async function saveDaySheet(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: Partial<DaySheetInput>,
  reader: TravelReader,
) {
  const [show] = await db
    .select({ id: tourVenues.id })
    .from(tourVenues)
    .where(oneShow(workspaceId, showId, tourId));
  if (!show) return undefined;
  await db
    .insert(daySheets)
    .values({ ...input, workspaceId, tourVenueId: showId })
    .onConflictDoUpdate({ target: daySheets.tourVenueId, set: input });
  return getDaySheet(db, workspaceId, tourId, showId, reader);
}
