import { DAY_MS } from "../durations";
import {
  addPeriod,
  covers,
  dueDate,
  isSocietyCode,
  type Period,
  SOCIETIES,
  SOCIETY_CODES,
} from "../setlists/societies";
import type { NoticeShow } from "./notice-subjects";
import type { NoticeParams } from "./texts";

/**
 * The reminder before a performance report is due (issue 50 item 4, ADR 0024): a confirmed
 * show the band has not marked filed with a society it files with, 30 days and again 7 days
 * before that society's deadline (societies.ts). As the other reminders, only the nearest
 * passed threshold is sent, and the due date is part of the key: a show moved to another
 * date, or a venue whose capacity changes its deadline, is reminded of again.
 */
const FILING_REMINDER_DAYS = [30, 7] as const;
const LEAD_DAYS = Math.max(...FILING_REMINDER_DAYS);

/** A confirmed show as far as its filing reminders go. */
export interface FilingFacts {
  showId: string;
  tourId: string;
  /** Its venue and date, as the notice stores them. */
  at: NoticeShow;
  date: string;
  country: string;
  capacity: number | null;
  /** The societies the workspace files with. */
  societies: readonly string[];
  /** The societies the show is already marked filed with. */
  filed: readonly string[];
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A due reminder, as due.ts's DueNotice has it (not imported: due.ts imports this file). */
interface FilingNotice {
  workspaceId: string;
  kind: "setlist-filing-due";
  subjectId: string;
  dueAt: Date;
  params: NoticeParams;
}

/** A show's due filing reminders, one per society it still owes a report. */
export function filingReminders(ws: string, f: FilingFacts, now: number): FilingNotice[] {
  const out: FilingNotice[] = [];
  for (const code of f.societies) {
    if (!isSocietyCode(code) || f.filed.includes(code)) continue;
    const society = SOCIETIES[code];
    if (!covers(society, f.country)) continue;
    const { dueOn } = dueDate(society, f.date, f);
    const due = dayStart(dueOn);
    if (now >= due) continue;
    // The nearest threshold that has passed: 30 days before until 7 days before, then 7.
    const days = FILING_REMINDER_DAYS.filter((d) => due - d * DAY_MS <= now).at(-1);
    if (days === undefined) continue;
    out.push({
      workspaceId: ws,
      kind: "setlist-filing-due",
      subjectId: `${f.showId}:${code}`,
      dueAt: new Date(due - days * DAY_MS),
      params: {
        at: f.at,
        tourId: f.tourId,
        showId: f.showId,
        society: society.name,
        dueOn,
        days,
      },
    });
  }
  return out;
}

/** Two days either side: a month added to May 31 is Jun 30, so the inverse is not exact. */
const SLACK: Period = { days: 2 };

/**
 * The show dates whose report falls due within the reminder's lead time (due after `today`,
 * at most 30 days ahead), one range per deadline any society can give, a little wider than
 * exact: the query reads only these shows, and `filingReminders` decides.
 */
export function filingDateWindows(today: string): { from: string; to: string }[] {
  const periods = new Map<string, Period>();
  for (const code of SOCIETY_CODES) {
    for (const p of SOCIETIES[code].periods) periods.set(`${p.months ?? 0}m${p.days ?? 0}d`, p);
  }
  const latest = addPeriod(today, { days: LEAD_DAYS });
  return [...periods.values()].map((p) => ({
    from: addPeriod(addPeriod(today, p, -1), SLACK, -1),
    to: addPeriod(addPeriod(latest, p, -1), SLACK),
  }));
}
