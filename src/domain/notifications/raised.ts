import {
  type AdvanceKind,
  type AdvanceSection,
  isMoneySection,
  parseSets,
} from "../logistics/advances";
import { DAY_SHEET_TIMES, type DaySheetTime } from "../logistics/day-sheets";
import { legDate } from "../logistics/itinerary";
import type { TravelSubject } from "../logistics/travel-people";
import type { DueNotice } from "./due";
import { type NoticeTravel, showFact } from "./notice-subjects";
import type { NoticeChange } from "./texts";

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
      at: showFact(show.venueName, show.performanceDate),
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

/** A text answer in a notice: enough to recognise, the whole of it is on the day sheet. */
const NOTICE_TEXT_CHARS = 60;
const cut = (v: string) =>
  v.length > NOTICE_TEXT_CHARS ? `${v.slice(0, NOTICE_TEXT_CHARS - 1).trimEnd()}…` : v;

interface Accepted {
  label: string;
  kind: AdvanceKind;
  section: AdvanceSection;
  value: string;
}

/**
 * What the people on the day are told when a manager accepts a venue's answers: every accepted
 * answer of one accept in one notice. Settlement answers are money and the notice goes to
 * crew too, so they are left out; nothing left, no notice.
 */
export function advanceAcceptedNotice(
  workspaceId: string,
  show: { id: string; tourId: string; venueName: string | null; performanceDate: string | null },
  accepted: readonly Accepted[],
  now: Date,
): DueNotice | undefined {
  const changes = accepted
    .filter((a) => !isMoneySection(a.section))
    .map((a): NoticeChange => {
      if (a.kind === "time") return { label: a.label, kind: "time", value: a.value };
      if (a.kind === "sets")
        // Its label is said when read, in the reader's language (titles.ts).
        return { label: "Sets", kind: "sets", value: String(parseSets(a.value).length) };
      return { label: a.label, kind: "text", value: cut(a.value) };
    });
  if (changes.length === 0) return undefined;
  return {
    workspaceId,
    kind: "advance-accepted",
    subjectId: show.id,
    // Each accept is its own notice (its time is in the key), never merged into an earlier one.
    dueAt: now,
    params: {
      at: showFact(show.venueName, show.performanceDate),
      tourId: show.tourId,
      showId: show.id,
      changes,
    },
  };
}

/**
 * A venue's link was stopped at its upload limit (issue 46): the managers hear it once an hour
 * at most per link (the hour is in the key), whatever the venue tries meanwhile.
 */
export function linkLimitNotice(
  link: { id: string; workspaceId: string; recipient: string },
  show: { id: string; tourId: string; venueName: string | null; performanceDate: string | null },
  limit: "quota" | "rate",
  now: Date,
): DueNotice {
  const t = now.getTime();
  return {
    workspaceId: link.workspaceId,
    kind: "advance-link-limit",
    subjectId: link.id,
    dueAt: new Date(t - (t % 3_600_000)),
    params: {
      at: showFact(show.venueName, show.performanceDate),
      tourId: show.tourId,
      showId: show.id,
      name: link.recipient,
      limit,
    },
  };
}

/** A leg's mode, places and day, or a stay's name and check-in: written when read. */
function tripOf(subject: TravelSubject): NoticeTravel {
  if (subject.kind === "stay")
    return { kind: "stay", name: subject.stay.name, checkIn: subject.stay.checkIn };
  const { leg } = subject;
  return { kind: "leg", mode: leg.mode, from: leg.fromPlace, to: leg.toPlace, date: legDate(leg) };
}

/**
 * A leg or a stay was written or deleted (issue 54): the people on it before and after hear
 * it, and only they (`userIds`, travelAudience). Each write is its own notice.
 */
export function travelNotice(
  workspaceId: string,
  subject: TravelSubject,
  userIds: readonly string[],
  cancelled: boolean,
  now: Date,
): DueNotice {
  return {
    workspaceId,
    kind: "travel-changed",
    subjectId: subject.id,
    dueAt: now,
    params: {
      trip: tripOf(subject),
      tourId: subject.tourId,
      ...(cancelled && { cancelled }),
    },
    userIds,
  };
}
