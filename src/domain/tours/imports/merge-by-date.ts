interface Positioned {
  id: string;
  date: string | null;
}

/**
 * A tour's shows after adding new ones, each where its date puts it: after the last show on
 * or before that date (the rule of insertionIndexByDate, in shows.ts), so a hand-made order
 * of the existing shows is kept. O((n + m) log n) rather than one scan per added show, as an
 * import adds up to 10,000.
 */
export function mergeByDate(
  current: readonly Positioned[],
  added: readonly { id: string; date: string }[],
): string[] {
  // For each existing position i, the latest index with a date ≤ d: sort by date, prefix max.
  const byDate = current
    .map((s, i) => ({ date: s.date, i }))
    .filter((s): s is { date: string; i: number } => s.date !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.i - b.i));
  const prefixMax: number[] = [];
  for (const [k, s] of byDate.entries()) prefixMax[k] = Math.max(prefixMax[k - 1] ?? -1, s.i);
  /** Number of existing shows the new one goes after. */
  const slot = (date: string) => {
    let lo = 0;
    let hi = byDate.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byDate[mid]!.date <= date) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : prefixMax[lo - 1]! + 1;
  };
  const inserts = added
    .map((a, order) => ({ ...a, at: slot(a.date), order }))
    .sort(
      (a, b) => a.at - b.at || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order),
    );
  const out: string[] = [];
  let k = 0;
  for (let i = 0; i <= current.length; i++) {
    while (k < inserts.length && inserts[k]!.at === i) out.push(inserts[k++]!.id);
    if (i < current.length) out.push(current[i]!.id);
  }
  return out;
}
