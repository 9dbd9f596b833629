import type { MyToursAnswer } from "./answers";

type MyTourRef = MyToursAnswer["tours"][number];

/**
 * The reader's tours as My tour's picker lists them: the one on the road today first, then the
 * next to start, then undated ones, then past tours, most recent first. A tour's days are
 * calendar dates (ADR 0006), compared with today's date as the reader's calendar has it.
 */
export function nearestFirst(tours: readonly MyTourRef[], today: string): MyTourRef[] {
  const rank = (t: MyTourRef) => {
    const ended = t.lastDay !== null && t.lastDay < today;
    if (ended) return 3;
    if (t.firstDay === null) return t.lastDay === null ? 2 : 0;
    return t.firstDay <= today ? 0 : 1;
  };
  return [...tours].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    // Past tours: the latest ended first; the rest: the earliest first.
    if (rank(a) === 3) return (b.lastDay ?? "").localeCompare(a.lastDay ?? "");
    return (
      (a.firstDay ?? "").localeCompare(b.firstDay ?? "") || a.tourName.localeCompare(b.tourName)
    );
  });
}
