import type { CalendarDate } from "../tour-timing";

interface Orderable {
  id: string;
  title: string;
  createdAt: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

export const TOUR_SORTS = ["date", "added"] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
/**
 * The tour list's default order: by the dates the tour is on the road (first day, then last
 * day), earliest first, so past, running and coming tours read as a calendar. Tours without
 * dates are still being planned and come last, newest first. "added" is the API's order.
 */
export function sortTours<T extends Orderable>(list: readonly T[], sort: TourSort): T[] {
  const byAdded = (a: T, b: T) =>
    b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
  if (sort === "added") return [...list].sort(byAdded);
  return [...list].sort((a, b) => {
    const da = a.startDate ?? a.endDate;
    const db = b.startDate ?? b.endDate;
    if (da && db) {
      return (
        da.localeCompare(db) ||
        (a.endDate ?? da).localeCompare(b.endDate ?? db) ||
        a.title.localeCompare(b.title)
      );
    }
    if (da) return -1;
    if (db) return 1;
    return byAdded(a, b);
  });
}
