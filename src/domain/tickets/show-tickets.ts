import { CONFIRMED_SHOW_STATUS } from "../negotiations/statuses";
import type { PacePoint, ShowTicketDetail, ShowTickets } from "./answers";
import { currentCount, isOverCapacity, isSoldOut, type TicketCount } from "./counts";
import { paceOf, tourCurves, tourPaceLine } from "./pacing";
import type { BehindPaceShow } from "./reader-shape";
import { ticketShowName } from "./show-name";

/**
 * A show's ticket answers (issue 51) from what the server reads of it: its capacity (its
 * deal's, else its venue's), its currency (its deal's, else the home one) and every count.
 * The pace needs the tour's other shows, so answers are made for a tour's shows together.
 */
export interface TicketShow {
  showId: string;
  tourId: string;
  tourTitle: string;
  date: string | null;
  status: string;
  venueName: string | null;
  city: string | null;
  capacity: number | null;
  currency: string;
  counts: readonly TicketCount[];
}

type Curves = ReadonlyMap<string, PacePoint[]>;

/** Every tour's curves, each drawn from that tour's shows only. */
function curvesByTour(shows: readonly TicketShow[]): Map<string, Curves> {
  const byTour = new Map<string, TicketShow[]>();
  for (const s of shows) byTour.set(s.tourId, [...(byTour.get(s.tourId) ?? []), s]);
  return new Map([...byTour].map(([tourId, list]) => [tourId, tourCurves(list)]));
}

function showTicketsOf(show: TicketShow, curves: Curves): ShowTickets {
  const now = currentCount(show.counts, show.currency);
  const counted = show.counts.length > 0;
  const { standing, paceShare } = paceOf(show.showId, curves);
  return {
    showId: show.showId,
    tourId: show.tourId,
    tourTitle: show.tourTitle,
    date: show.date,
    venueName: show.venueName,
    city: show.city,
    capacity: show.capacity,
    sold: counted ? now.sold : null,
    comps: counted ? now.comps : null,
    gross: now.gross,
    currency: show.currency,
    asOf: now.asOf,
    overCapacity: isOverCapacity(now.sold, show.capacity),
    soldOut: isSoldOut(now.sold, now.comps, show.capacity),
    pace: standing,
    paceShare,
  };
}

/** The lines of a set of shows (one tour's, or several tours' with all their shows read). */
export function showTicketsList(shows: readonly TicketShow[]): ShowTickets[] {
  const curves = curvesByTour(shows);
  return shows.map((s) => showTicketsOf(s, curves.get(s.tourId)!));
}

/** One show's page; `tourShows` is every show of its tour, itself included. */
export function showTicketDetail(
  show: TicketShow,
  tourShows: readonly TicketShow[],
): ShowTicketDetail {
  const curves = tourCurves(tourShows);
  const others = tourShows.filter((s) => s.showId !== show.showId);
  return {
    ...showTicketsOf(show, curves),
    tiers: currentCount(show.counts).tiers,
    // Newest first: the history reads as a log.
    history: [...show.counts].reverse(),
    curve: curves.get(show.showId) ?? [],
    tourCurves: others.map((s) => ({
      showId: s.showId,
      label: ticketShowName(s),
      points: curves.get(s.showId) ?? [],
    })),
    tourPace: tourPaceLine(show.showId, curves),
  };
}

/** How far back the Tickets page's list reaches: a show's last counts come in after it. */
export const LISTED_DAYS_BACK = 7;

/** A confirmed show on or after `from` (YYYY-MM-DD): the Tickets page lists it. */
export const isListedFrom = (show: TicketShow, from: string) =>
  show.status === CONFIRMED_SHOW_STATUS && show.date !== null && show.date >= from;

/** Confirmed shows from `from` on (YYYY-MM-DD) that are behind their tour's pace. */
export function behindPaceShows(shows: readonly TicketShow[], from: string): BehindPaceShow[] {
  const curves = curvesByTour(shows);
  const behind: BehindPaceShow[] = [];
  for (const s of shows) {
    if (!isListedFrom(s, from)) continue;
    const pace = paceOf(s.showId, curves.get(s.tourId)!);
    const last = pace.curve.at(-1);
    if (pace.standing !== "behind" || !last || last.share === null || pace.paceShare === null)
      continue;
    behind.push({
      id: s.showId,
      tourId: s.tourId,
      venueName: s.venueName,
      date: s.date,
      sold: last.sold,
      share: last.share,
      paceShare: pace.paceShare,
    });
  }
  return behind;
}
