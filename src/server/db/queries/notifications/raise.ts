import { and, eq } from "drizzle-orm";
import { DAY_SHEET_TIMES } from "@/domain/logistics/day-sheets";
import { type TravelSubject, travelAudience } from "@/domain/logistics/travel-people";
import {
  advanceAcceptedNotice,
  dayTimesNotice,
  linkLimitNotice,
  removalNotice,
  timesChanged,
  travelNotice,
} from "@/domain/notifications/raised";
import type { Db } from "../../client";
import { daySheets, tourVenues, venues } from "../../schema";
import type { AcceptedAnswer } from "../logistics/advances";
import { partyOf } from "../logistics/travel-people";
import { personAsMember, storeNotices } from "./schedule";

type Times = Partial<Record<(typeof DAY_SHEET_TIMES)[number], string | null>>;

/** A show's day-sheet times as they stand (read before an edit, to compare with after). */
export async function daySheetTimesOf(db: Db, workspaceId: string, showId: string): Promise<Times> {
  const [row] = await db
    .select(
      Object.fromEntries(DAY_SHEET_TIMES.map((k) => [k, daySheets[k]])) as Record<
        keyof Times,
        typeof daySheets.loadIn
      >,
    )
    .from(daySheets)
    .where(and(eq(daySheets.workspaceId, workspaceId), eq(daySheets.tourVenueId, showId)));
  return row ?? {};
}

/** Everyone on the day hears that its times changed (one notice per 15 minutes of edits). */
export async function noticeTimesChanged(
  db: Db,
  workspaceId: string,
  before: Times,
  after: {
    sheet: Times;
    show: { id: string; tourId: string; venueName: string; performanceDate: string | null };
  },
  mailOn: boolean,
) {
  if (!timesChanged(before, after.sheet)) return;
  const now = new Date();
  await storeNotices(db, [dayTimesNotice(workspaceId, after.show, now)], now, mailOn);
}

/** The removed member hears it, even though they are no longer in the workspace. */
export async function noticeRemoval(
  db: Db,
  workspace: { id: string; name: string },
  userId: string,
  mailOn: boolean,
) {
  const now = new Date();
  await storeNotices(
    db,
    [removalNotice(workspace, userId, now)],
    now,
    mailOn,
    await personAsMember(db, userId),
  );
}

/**
 * Everyone on the day hears what a manager accepted from the venue's advance: one notice per
 * accept, however many answers it took (issue 38).
 */
export async function noticeAdvanceAccepted(
  db: Db,
  workspaceId: string,
  showId: string,
  agreed: readonly AcceptedAnswer[],
  mailOn: boolean,
) {
  if (agreed.length === 0) return;
  const [show] = await db
    .select({
      id: tourVenues.id,
      tourId: tourVenues.tourId,
      venueName: venues.name,
      performanceDate: tourVenues.performanceDate,
    })
    .from(tourVenues)
    .leftJoin(venues, eq(venues.id, tourVenues.venueId))
    .where(and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.id, showId)));
  if (!show) return;
  const now = new Date();
  const notice = advanceAcceptedNotice(workspaceId, show, agreed, now);
  if (notice) await storeNotices(db, [notice], now, mailOn);
}

/** The managers hear that a venue's link was stopped at its upload limit. */
export async function noticeLinkLimit(
  db: Db,
  link: { id: string; workspaceId: string; recipient: string },
  show: { id: string; tourId: string; venueName: string | null; performanceDate: string | null },
  limit: "quota" | "rate",
  mailOn: boolean,
) {
  const now = new Date();
  await storeNotices(db, [linkLimitNotice(link, show, limit, now)], now, mailOn);
}

/**
 * The people on a leg or a stay before and after a write hear of it (issue 54, ADR 0032);
 * a whole party's leg tells the tour's party with accounts, nobody when it has none.
 */
export async function noticeTravelChanged(
  db: Db,
  workspaceId: string,
  before: TravelSubject | undefined,
  after: TravelSubject | undefined,
  mailOn: boolean,
) {
  const subject = after ?? before;
  if (!subject) return;
  const party = await partyOf(db, workspaceId, subject.tourId);
  const userIds = travelAudience(party, before?.listed, after?.listed);
  if (userIds.length === 0) return;
  const now = new Date();
  await storeNotices(
    db,
    [travelNotice(workspaceId, subject, userIds, after === undefined, now)],
    now,
    mailOn,
  );
}
