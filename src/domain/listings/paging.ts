import type { PublicDates, PublicShow } from "./public-show";

/**
 * How the act's page splits its shows (issue 52: a page of 5,000 shows is paged). Upcoming
 * shows come 50 a page, soonest first, at `?page=N`. Past shows are the record, not what a fan
 * came for: page 1 ends with the latest 20, and older ones are on no page (the feeds carry
 * them). So every page stays one screenful of HTML whatever the act's history, and no page
 * number of the past grows without bound.
 */
export const SHOWS_PER_PAGE = 50;
export const PAST_SHOWN = 20;

/** Pages of upcoming shows: at least one, which says there are none. */
export const pageCount = (dates: Pick<PublicDates, "upcoming">) =>
  Math.max(1, Math.ceil(dates.upcoming.length / SHOWS_PER_PAGE));

/**
 * `?page=` as the address has it: absent is page 1; a number written any other way ("01",
 * "1.0", "-1", "abc") is no page at all, so each page has one address.
 */
export function pageNumber(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export interface DatesPageView {
  page: number;
  pages: number;
  upcoming: PublicShow[];
  past: PublicShow[];
}

/** The shows of page `page`, or null when there is no such page. */
export function pageOf(dates: PublicDates, page: number): DatesPageView | null {
  const pages = pageCount(dates);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const start = (page - 1) * SHOWS_PER_PAGE;
  return {
    page,
    pages,
    upcoming: dates.upcoming.slice(start, start + SHOWS_PER_PAGE),
    past: page === 1 ? dates.past.slice(0, PAST_SHOWN) : [],
  };
}
