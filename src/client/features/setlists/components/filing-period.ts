import { t } from "@/client/i18n/t";
/**
 * The periods a report is asked for (the Filing tab's picker): a whole year, or one of its
 * quarters, for this year and the three before (PRS's longest deadline is three years).
 * A value is "2026" or "2026-Q3".
 */
export interface PeriodOption {
  value: string;
  label: string;
}

const QUARTER_MONTHS = ["Jan–Mar", "Apr–Jun", "Jul–Sep", "Oct–Dec"] as const;
const QUARTER_ENDS = ["03-31", "06-30", "09-30", "12-31"] as const;
const YEARS_BACK = 3;

/** Every year and every quarter begun by `today` (YYYY-MM-DD), newest first. */
export function periodOptions(today: string): PeriodOption[] {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  const out: PeriodOption[] = [];
  for (let y = year; y >= year - YEARS_BACK; y--) {
    out.push({
      value: String(y),
      label: t(
        { id: "setlists.filingPeriod.wholeYear", defaultMessage: "{year}, the whole year" },
        { year: String(y) },
      ),
    });
    for (let q = y === year ? quarter : 3; q >= 0; q--) {
      out.push({ value: `${y}-Q${q + 1}`, label: `Q${q + 1} ${y} (${QUARTER_MONTHS[q]})` });
    }
  }
  return out;
}

/** "2026-Q2" → Apr 1 to Jun 30; "2026" → the year. */
export function periodRange(value: string): { from: string; to: string } {
  const [year, q] = value.split("-Q");
  if (!q) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const index = Number(q) - 1;
  const startMonth = String(index * 3 + 1).padStart(2, "0");
  return { from: `${year}-${startMonth}-01`, to: `${year}-${QUARTER_ENDS[index]}` };
}

/** Today on this device's calendar: the day a person says they filed. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
