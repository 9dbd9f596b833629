import { type PublicShow, type PublicShowRow, rowFacts, toPublicShow } from "./public-show";
import { listingState, upcomingAt } from "./visibility";

/**
 * The shows the listings sites' uploads carry (Bandsintown, Songkick): upcoming ones fans see
 * now or will see at their announce time, never cancelled. The sites publish each at the
 * announce time the file carries, so a show announced later is in the file already.
 *
 * The rule is visibility.ts's, asked at the moment the show is announced (now, when that has
 * passed): a show is in the upload when it will be public then. A hold, a hidden show, one
 * with no announce time, one no longer confirmed or in a cancelled tour never is.
 */
export function uploadShows(rows: readonly PublicShowRow[], now: Date): PublicShow[] {
  const shows: PublicShow[] = [];
  const isUpcoming = upcomingAt(now);
  for (const row of rows) {
    if (row.date === null || !row.announceAt) continue;
    const at = row.announceAt.getTime() > now.getTime() ? row.announceAt : now;
    if (listingState(rowFacts(row), at).kind !== "public") continue;
    if (!isUpcoming(row.date, row.timeZone)) continue;
    shows.push(toPublicShow(row, row.date, false, true));
  }
  return shows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.startTime ?? "").localeCompare(b.startTime ?? "") ||
      a.id.localeCompare(b.id),
  );
}
