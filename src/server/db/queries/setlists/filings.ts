import { and, eq } from "drizzle-orm";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import { type Filing, filedOnProblem, outsideTerritory } from "@/domain/setlists/filings";
import {
  covers,
  isSocietyCode,
  SOCIETIES,
  SOCIETY_CODES,
  type SocietyCode,
} from "@/domain/setlists/societies";
import { countryName } from "@/domain/tours/venues";
import type { Db } from "../../client";
import { setlistFilings, setlistSettings, tourVenues, venues } from "../../schema";
import { onShowVenue } from "../ownership";

/** The societies the workspace files with, in the table's order; none until chosen. */
export async function getSetlistSettings(db: Db, workspaceId: string): Promise<SocietyCode[]> {
  const [row] = await db
    .select({ societies: setlistSettings.societies })
    .from(setlistSettings)
    .where(eq(setlistSettings.workspaceId, workspaceId));
  const chosen = (row?.societies ?? []).filter(isSocietyCode);
  return SOCIETY_CODES.filter((c) => chosen.includes(c));
}

export async function saveSetlistSettings(
  db: Db,
  workspaceId: string,
  societies: SocietyCode[],
): Promise<SocietyCode[]> {
  await db
    .insert(setlistSettings)
    .values({ workspaceId, societies })
    .onConflictDoUpdate({ target: setlistSettings.workspaceId, set: { societies } });
  return societies;
}

/** Why a show cannot be marked filed: the field and its message. */
export type FilingRefusal = { field: "filedOn" | "society"; message: string } | { notShow: string };

/** The show as filing needs it, only when it is the workspace's and on the tour. */
async function showOf(db: Db, workspaceId: string, tourId: string, showId: string) {
  const [row] = await db
    .select({
      date: tourVenues.performanceDate,
      status: tourVenues.status,
      country: venues.country,
    })
    .from(tourVenues)
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(
      and(
        eq(tourVenues.id, showId),
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.tourId, tourId),
      ),
    );
  return row;
}

/**
 * Marks a show's report filed with a society (again: the date and reference are replaced).
 * Undefined: no such show in the workspace. A show that was never played (a hold, a date
 * to come) or one the society does not take is refused, naming why.
 */
export async function markFiled(
  db: Db,
  ids: { workspaceId: string; tourId: string; showId: string; userId: string },
  society: SocietyCode,
  input: { filedOn: string; reference: string | null },
  now: Date,
): Promise<Filing | FilingRefusal | undefined> {
  const show = await showOf(db, ids.workspaceId, ids.tourId, ids.showId);
  if (!show) return undefined;
  if (show.status !== CONFIRMED_SHOW_STATUS || !show.date) {
    return { notShow: "Only a confirmed show was performed: there is nothing to file for it" };
  }
  const country = show.country ?? "US";
  if (!covers(SOCIETIES[society], country)) {
    return {
      field: "society",
      message: outsideTerritory(society, countryName(country) ?? country),
    };
  }
  const problem = filedOnProblem(input.filedOn, show.date, now);
  if (problem) return { field: "filedOn", message: problem };
  const values = {
    workspaceId: ids.workspaceId,
    showId: ids.showId,
    society,
    filedOn: input.filedOn,
    reference: input.reference,
    filedBy: ids.userId,
  };
  await db
    .insert(setlistFilings)
    .values(values)
    .onConflictDoUpdate({
      target: [setlistFilings.showId, setlistFilings.society],
      set: { filedOn: values.filedOn, reference: values.reference, filedBy: values.filedBy },
    });
  return { showId: ids.showId, society, filedOn: input.filedOn, reference: input.reference };
}

/** Takes the mark off (filed by mistake); a show not marked stays as it is. */
export async function unmarkFiled(
  db: Db,
  ids: { workspaceId: string; tourId: string; showId: string },
  society: SocietyCode,
): Promise<Filing | undefined> {
  if (!(await showOf(db, ids.workspaceId, ids.tourId, ids.showId))) return undefined;
  await db
    .delete(setlistFilings)
    .where(
      and(
        eq(setlistFilings.workspaceId, ids.workspaceId),
        eq(setlistFilings.showId, ids.showId),
        eq(setlistFilings.society, society),
      ),
    );
  return { showId: ids.showId, society, filedOn: null, reference: null };
}
