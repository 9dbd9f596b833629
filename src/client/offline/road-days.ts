import { api, unwrap } from "@/client/lib/api-client";
import { showFilePath } from "@/domain/logistics/show-file-path";
import { PURPOSE_HEADER } from "@/domain/offline-cache";
import { savedStageCopyUrl } from "@/domain/setlists/stage-copy-path";
import { isOffline } from "./offline-status";
import { currentAccountId } from "./saved-answers";
import { saveShowFiles } from "./show-files-offline";

/** How far ahead a road day is saved for offline use (issue 26). */
const ROAD_DAYS_AHEAD = 14;

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** Today as the viewer's calendar has it (a show's date is a calendar date, ADR 0006). */
const localToday = () => {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${String(now.getDate()).padStart(2, "0")}`;
};

/**
 * Reads, once, what the next ROAD_DAYS_AHEAD days on the road need, so the service worker saves
 * it before the connection goes (ADR 0018): the workspace (the role), the Overview, the tours and venues, and for each
 * tour with a show in those days its shows, itinerary and the day sheet (with its contacts),
 * guest list and set list of every such show; the reader's own tours (My tour). One request at a time, after the page is idle; a failure stops quietly
 * (whatever was read is saved, the rest is read as pages are visited).
 */
/** Says why these reads are made: nothing on the page asked for them (tests tell them apart). */
const AHEAD = { headers: { [PURPOSE_HEADER]: "road-days" } };

export async function saveRoadDays(): Promise<void> {
  if (isOffline() || !currentAccountId()) return;
  const from = localToday();
  const to = addDays(from, ROAD_DAYS_AHEAD);
  try {
    // The workspace and the role first: offline, what the pages show is decided by it.
    await unwrap(api.team.$get(undefined, AHEAD));
    await unwrap(api.overview.$get(undefined, AHEAD));
    // Today's screen for today's date (docs/product.md §18.3), the first a phone opens.
    await unwrap(api.today.$get({ query: { date: from } }, AHEAD));
    await unwrap(api.venues.$get(undefined, AHEAD));
    const tours = await unwrap(api.tours.$get(undefined, AHEAD));
    // Logistics & Finances' tour picker: with it, a road day's itinerary opens there too.
    await unwrap(api.tours.options.$get(undefined, AHEAD));
    await saveMyTours(from, to);
    for (const tour of tours) {
      if ((tour.endDate && tour.endDate < from) || (tour.startDate && tour.startDate > to))
        continue;
      const param = { tourId: tour.id };
      const detail = await unwrap(api.tours[":tourId"].$get({ param }, AHEAD));
      const soon = detail.shows.filter(
        (show) =>
          show.performanceDate && show.performanceDate >= from && show.performanceDate <= to,
      );
      if (soon.length === 0) continue;
      await unwrap(api.tours[":tourId"].itinerary.$get({ param }, AHEAD));
      for (const show of soon) {
        const showParam = { tourId: tour.id, showId: show.id };
        const sheet = await unwrap(
          api.tours[":tourId"]["day-sheets"][":showId"].$get({ param: showParam }, AHEAD),
        );
        // Its files (stage plot, riders) too, in their own runtime cache (issue 38).
        await saveShowFiles(sheet.files.map((f) => showFilePath(tour.id, show.id, f.id)));
        // The door's list, so it opens in a basement (docs/product.md §6.4).
        await unwrap(
          api.tours[":tourId"]["guest-lists"][":showId"].$get({ param: showParam }, AHEAD),
        );
        // The set, so the band reads it on a stage with no signal (issue 50).
        const set = await unwrap(
          api.tours[":tourId"]["set-lists"][":showId"].$get({ param: showParam }, AHEAD),
        );
        // Its stage copy with it, for the stage.
        if (set.planned.length > 0) await saveShowFiles([savedStageCopyUrl(tour.id, show.id, set)]);
      }
    }
  } catch {
    // Offline midway, or a read refused: the pages read the rest when visited.
  }
}

/**
 * My tour (issue 54): the tours whose party the reader is on, and their own lines, legs and
 * rooms on each tour on the road in these days, so a phone shows tonight's room and per diem
 * offline. Never the statement PDF (a download, never kept).
 */
async function saveMyTours(from: string, to: string) {
  const mine = await unwrap(api["my-tours"].$get(undefined, AHEAD));
  for (const tour of mine.tours) {
    if ((tour.lastDay && tour.lastDay < from) || (tour.firstDay && tour.firstDay > to)) continue;
    await unwrap(api["my-tours"][":tourId"].$get({ param: { tourId: tour.tourId } }, AHEAD));
  }
}
