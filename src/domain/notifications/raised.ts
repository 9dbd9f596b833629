import { DAY_SHEET_TIMES, type DaySheetTime } from "../logistics/day-sheets";
import { showLabel } from "../team/activity-words";
import type { DueNotice } from "./due";

/**
 * Notices a write raises itself, where nothing stored afterwards says what happened: a day's
 * times before and after an edit, a member who is no longer in the party.
 */

/** Edits within this window make one notice: five quick fixes in a row are one change. */
const TIMES_CHANGE_WINDOW_MS = 15 * 60_000;

type Times = Partial<Record<DaySheetTime, string | null>>;

export const timesChanged = (before: Times, after: Times) =>
  DAY_SHEET_TIMES.some((k) => (before[k] ?? null) !== (after[k] ?? null));

export function dayTimesNotice(
  workspaceId: string,
  show: { id: string; tourId: string; venueName: string; performanceDate: string | null },
  now: Date,
): DueNotice {
  const t = now.getTime();
  return {
    workspaceId,
    kind: "day-times-changed",
    subjectId: show.id,
    dueAt: new Date(t - (t % TIMES_CHANGE_WINDOW_MS)),
    params: {
      show: showLabel(show.venueName, show.performanceDate),
      tourId: show.tourId,
      showId: show.id,
    },
  };
}

export function removalNotice(
  workspace: { id: string; name: string },
  userId: string,
  now: Date,
): DueNotice {
  return {
    workspaceId: workspace.id,
    kind: "member-removed",
    subjectId: userId,
    dueAt: now,
    params: { workspace: workspace.name },
  };
}
