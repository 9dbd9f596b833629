import type { Context } from "hono";
import { daySheetFor, itineraryFor } from "@/domain/logistics/reader-shape";
import { travelReaderOf } from "@/domain/logistics/travel-people";
import { seesMoney } from "@/domain/team/roles";
import { AccountCache } from "../../account-cache";
import type { AppEnv } from "../../context";
import { getDaySheet } from "../../db/queries/logistics/day-sheets";
import { getItinerary } from "../../db/queries/logistics/itinerary";
import { requestLocale } from "../../i18n/request-locale";
import { keptWhileVersion } from "../../versioned-json";

/**
 * The road's reads kept per reader while the workspace's data holds (issue 49): a day sheet
 * is about ten statements and the Today page reads one on every visit (8 ms of the server's
 * thread for the demo's), the itinerary five. Each person has their own entry: they read their
 * own legs and rooms (ADR 0032), money as their role may.
 */
const readerKey = (c: Context<AppEnv>) =>
  `${c.get("user").id} ${c.get("workspace").role} ${requestLocale(c)}`;
/** Who reads the road: the legs and rooms they are on, or all for a manager (ADR 0032). */
export const readerOf = (c: Context<AppEnv>) =>
  travelReaderOf(c.get("user").id, c.get("workspace").role);

async function shapedDaySheet(c: Context<AppEnv>, tourId: string, showId: string) {
  const sheet = await getDaySheet(c.get("db"), c.get("workspace").id, tourId, showId, readerOf(c));
  return sheet && daySheetFor(seesMoney(c.get("workspace").role), sheet);
}
async function shapedItinerary(c: Context<AppEnv>, tourId: string) {
  const itinerary = await getItinerary(c.get("db"), c.get("workspace").id, tourId, readerOf(c));
  return itinerary && itineraryFor(seesMoney(c.get("workspace").role), itinerary);
}
// Bounded by memory: a day sheet is a few KB as objects, a long tour's itinerary a few hundred.
const daySheets = new AccountCache<NonNullable<Awaited<ReturnType<typeof shapedDaySheet>>>>(1000);
const itineraries = new AccountCache<NonNullable<Awaited<ReturnType<typeof shapedItinerary>>>>(100);

/** A show's day sheet as this reader may read it; undefined: not the workspace's show. */
export const readersDaySheet = (c: Context<AppEnv>, tourId: string, showId: string) =>
  keptWhileVersion(c, daySheets, `${tourId} ${showId} ${readerKey(c)}`, () =>
    shapedDaySheet(c, tourId, showId),
  );

/** A tour's itinerary as this reader may read it; undefined: not the workspace's tour. */
export const readersItinerary = (c: Context<AppEnv>, tourId: string) =>
  keptWhileVersion(c, itineraries, `${tourId} ${readerKey(c)}`, () => shapedItinerary(c, tourId));
