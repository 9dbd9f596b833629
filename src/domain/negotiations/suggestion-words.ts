import { formatHomeWhole } from "../currencies/home-money";
import { say } from "../i18n/words";
import { formatCalendarDate } from "../tour-timing";
import { wholeHours } from "./relative-time";

/**
 * What the rules engine's suggestions say (suggestions.ts), in the reader's language (issue
 * 55): the server writes them inside the request's translator. A hold's rank is an ordinal
 * ("2nd hold"); an optional date is a `select` on `dated`, so each sentence stays one message.
 */

/** The facts a recommendation is written from (suggestions.ts's Finding, read only). */
export interface Said {
  rule:
    | "expiring-hold"
    | "open-challenge"
    | "no-deal"
    | "date-conflict"
    | "leftover-hold"
    | "stale"
    | "no-date"
    | "date-passed";
  kind: string;
  figure: number;
  n: {
    id: string;
    venueName: string;
    performanceDate: string | null;
    holdRank: number | null;
    challengedBy: string | null;
    confirmedAt: string | null;
    venueFee: string | null;
  };
  sameDate?: readonly { id: string; venueName: string }[];
}

export const ACTIONS = {
  confirmBeforeExpiry: {
    id: "negotiations.suggestion.action.confirmBeforeExpiry",
    defaultMessage: "Confirm before the hold expires",
  },
  askExtension: {
    id: "negotiations.suggestion.action.askExtension",
    defaultMessage: "Ask for a hold extension",
  },
  chaseChallenge: {
    id: "negotiations.suggestion.action.chaseChallenge",
    defaultMessage: "Chase the answer to our challenge",
  },
  answerChallenge: {
    id: "negotiations.suggestion.action.answerChallenge",
    defaultMessage: "Answer the challenge: confirm or release",
  },
  recordDeal: {
    id: "negotiations.suggestion.action.recordDeal",
    defaultMessage: "Record the deal",
  },
  resolveConflict: {
    id: "negotiations.suggestion.action.resolveConflict",
    defaultMessage: "Resolve the date conflict",
  },
  releaseHold: {
    id: "negotiations.suggestion.action.releaseHold",
    defaultMessage: "Release the hold",
  },
  followUp: {
    id: "negotiations.suggestion.action.followUp",
    defaultMessage: "Follow up with the venue",
  },
  releasePassed: {
    id: "negotiations.suggestion.action.releasePassed",
    defaultMessage: "Release: the date has passed",
  },
  setDate: {
    id: "negotiations.suggestion.action.setDate",
    defaultMessage: "Set a performance date",
  },
} as const;
export type SuggestionAction = keyof typeof ACTIONS;

const TEXTS = {
  expiringConfirm: {
    id: "negotiations.suggestion.expiringConfirm",
    defaultMessage:
      "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold{dated, select, yes { on {date}} other {}} expires in {hours} h (under {limit} h). Confirm it now or it lapses to released.",
  },
  expiringExtend: {
    id: "negotiations.suggestion.expiringExtend",
    defaultMessage:
      "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold{dated, select, yes { on {date}} other {}} expires in {hours} h (under {limit} h). Ask the venue for 7 more days or it lapses to released.",
  },
  challengeOurs: {
    id: "negotiations.suggestion.challengeOurs",
    defaultMessage:
      "Our {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold{dated, select, yes { on {date}} other {}} challenged the {above, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold above it: that act owes us an answer within {hours} h. With no answer by then, we move up to the {above, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold.",
  },
  challengeTheirs: {
    id: "negotiations.suggestion.challengeTheirs",
    defaultMessage:
      "Another act challenged our {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold{dated, select, yes { on {date}} other {}}: we owe the answer. Confirm or release within {hours} h, or our hold lapses to released.",
  },
  noDeal: {
    id: "negotiations.suggestion.noDeal",
    defaultMessage:
      "Confirmed{wasConfirmed, select, yes { on {confirmed}} other {}}{dated, select, yes { for {date}} other {}} with no revenue deal on file. Record the {fee} guarantee so settlement has something to compare with.",
  },
  dateConflict: {
    id: "negotiations.suggestion.dateConflict",
    defaultMessage:
      "{count} shows are confirmed{dated, select, yes { on {date}} other {}} (also {others}{more, select, yes {, …} other {}}). Release all but one.",
  },
  leftoverHold: {
    id: "negotiations.suggestion.leftoverHold",
    defaultMessage:
      "{venue} is confirmed{dated, select, yes { on {date}} other {}}, so this {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold is not needed. Release it so the venue can sell the date.",
  },
  stale: {
    id: "negotiations.suggestion.stale",
    defaultMessage:
      "No contact for {days} days (over {limit}). Follow up before the date goes elsewhere.",
  },
  noDate: {
    id: "negotiations.suggestion.noDate",
    defaultMessage:
      "This negotiation has no performance date, so it cannot be held, confirmed or checked for conflicts.",
  },
  datePassed: {
    id: "negotiations.suggestion.datePassed",
    defaultMessage:
      "The show's date{dated, select, yes { on {date}} other {}} has passed and it was never confirmed. Release it so the calendar and the tour's run are right.",
  },
};

/** "Nov 20, 2026": the day an instant falls on (UTC, as the rest of the rules count days). */
const dayOf = (iso: string) => formatCalendarDate(iso.slice(0, 10));

/** The show's date as a `select`'s values: `dated` says whether there is one. */
const dateOf = (date: string | null) =>
  date ? { dated: "yes", date: formatCalendarDate(date) } : { dated: "no", date: "" };

/** The recommendation's text, with the limits the rules use. */
export function recommendation(
  f: Said,
  home: string,
  limits: { expiringHours: number; staleDays: number },
): string {
  const { n, figure } = f;
  const rank = n.holdRank ?? 1;
  const on = dateOf(n.performanceDate);
  const hours = wholeHours(figure);
  switch (f.rule) {
    case "expiring-hold":
      return say(f.kind === "confirm" ? TEXTS.expiringConfirm : TEXTS.expiringExtend, {
        rank,
        ...on,
        hours,
        limit: limits.expiringHours,
      });
    case "open-challenge":
      if (n.challengedBy === "us") {
        const above = Math.max(1, (n.holdRank ?? 2) - 1);
        return say(TEXTS.challengeOurs, { rank, above, ...on, hours });
      }
      return say(TEXTS.challengeTheirs, { rank, ...on, hours });
    case "no-deal":
      // The day it was confirmed, from the timeline; the show's own date is a different fact.
      return say(TEXTS.noDeal, {
        wasConfirmed: n.confirmedAt ? "yes" : "no",
        confirmed: n.confirmedAt ? dayOf(n.confirmedAt) : "",
        ...on,
        fee: formatHomeWhole(n.venueFee, home),
      });
    case "date-conflict": {
      const confirmed = f.sameDate!;
      // A few names are enough; listing hundreds would make this quadratic.
      const others = confirmed.filter((c) => c.id !== n.id).slice(0, 3);
      return say(TEXTS.dateConflict, {
        count: confirmed.length,
        ...on,
        others: others.map((o) => o.venueName).join(", "),
        more: confirmed.length > 4 ? "yes" : "no",
      });
    }
    case "leftover-hold":
      return say(TEXTS.leftoverHold, { venue: f.sameDate![0]!.venueName, ...on, rank });
    case "stale":
      return say(TEXTS.stale, { days: figure, limit: limits.staleDays });
    case "no-date":
      return say(TEXTS.noDate);
    case "date-passed":
      return say(TEXTS.datePassed, on);
  }
}
