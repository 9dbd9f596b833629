import { t } from "@/client/i18n/t";
import { minorToStored, storedToMinor } from "@/domain/currencies/currency";
import { formatCalendarDate } from "@/domain/date-time";
import type { CurrencyTotals } from "@/domain/party/answers";
import type { PaymentsData } from "../api/party";

export type Line = PaymentsData["lines"][number];

export interface LineGroup {
  key: string;
  title: string;
  /** The person's id when grouped by person (their statement). */
  personId: string | null;
  lines: Line[];
  totals: CurrencyTotals[];
}

/** Per currency, never summed across: what the lines come to, what is paid, what is owed. */
function totalsOf(lines: readonly Line[]): CurrencyTotals[] {
  const by = new Map<string, { total: bigint; paid: bigint }>();
  for (const l of lines) {
    const t = by.get(l.currency) ?? { total: 0n, paid: 0n };
    const minor = storedToMinor(l.amount, l.currency);
    t.total += minor;
    if (l.paidAt) t.paid += minor;
    by.set(l.currency, t);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({
      currency,
      total: minorToStored(t.total, currency),
      paid: minorToStored(t.paid, currency),
      owed: minorToStored(t.total - t.paid, currency),
    }));
}

const NO_DAY = "no-day";

/**
 * The lines by person (in the party's order of names) or by day (in date order, lines with no
 * day last), each group's lines by day then kind. Done once per answer, not per render.
 */
export function groupLines(lines: readonly Line[], by: "person" | "day"): LineGroup[] {
  const groups = new Map<string, Line[]>();
  for (const l of lines) {
    const key = by === "person" ? l.personId : (l.day ?? NO_DAY);
    const list = groups.get(key);
    if (list) list.push(l);
    else groups.set(key, [l]);
  }
  const out = [...groups.entries()].map(([key, list]) => {
    list.sort(
      (a, b) =>
        (a.day ?? "9999").localeCompare(b.day ?? "9999") ||
        a.personName.localeCompare(b.personName) ||
        a.kind.localeCompare(b.kind),
    );
    const first = list[0]!;
    return {
      key,
      title:
        by === "person"
          ? first.personName
          : key === NO_DAY
            ? t({ id: "party.lines.noDay", defaultMessage: "No day" })
            : formatCalendarDate(key),
      personId: by === "person" ? first.personId : null,
      lines: list,
      totals: totalsOf(list),
    };
  });
  return by === "person"
    ? out.sort((a, b) => a.title.localeCompare(b.title))
    : out.sort((a, b) =>
        a.key === NO_DAY ? 1 : b.key === NO_DAY ? -1 : a.key.localeCompare(b.key),
      );
}
