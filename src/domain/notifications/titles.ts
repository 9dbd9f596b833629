import { type ClockChoice, formatCalendarDate, formatClock } from "../date-time";
import { say } from "../i18n/words";
import type { NotificationKind } from "./kinds";
import { showWords, travelWords } from "./notice-subjects";
import type { NoticeChange, NoticeParams } from "./texts";

/**
 * A notification's one line (the bell, the email's subject), written when it is read, in the
 * reader's language (issue 55): the server calls it inside the reader's translator.
 */
const TITLES = {
  holdExpiring: {
    id: "notifications.title.holdExpiring",
    defaultMessage: "The hold on {show} expires within {hours} hours",
  },
  challengeDue: {
    id: "notifications.title.challengeDue",
    defaultMessage: "Answer the challenge on {show} within {hours} hours",
  },
  holdLapsed: { id: "notifications.title.holdLapsed", defaultMessage: "The hold on {show} lapsed" },
  holdPromoted: {
    id: "notifications.title.holdPromoted",
    defaultMessage: "The hold on {show} moved up",
  },
  depositDue: {
    id: "notifications.title.depositDue",
    defaultMessage: "The deposit for {show} is due",
  },
  balanceUnpaid: {
    id: "notifications.title.balanceUnpaid",
    defaultMessage: "The balance for {show} is still unpaid",
  },
  settlementToReview: {
    id: "notifications.title.settlementToReview",
    defaultMessage: "The settlement for {show} is ready to review",
  },
  guestRequestsWaiting: {
    id: "notifications.title.guestRequestsWaiting",
    defaultMessage:
      "{count, plural, one {# guest request is} other {# guest requests are}} waiting for {show}",
  },
  guestCutoff: {
    id: "notifications.title.guestCutoff",
    defaultMessage: "The guest list for {show} closes within 24 hours",
  },
  dayTimesChanged: {
    id: "notifications.title.dayTimesChanged",
    defaultMessage: "The times for {show} changed",
  },
  advanceUpdated: {
    id: "notifications.title.advanceUpdated",
    defaultMessage: "The advance for {show} was updated",
  },
  acceptedText: {
    id: "notifications.title.acceptedText",
    defaultMessage: "{label} for {show}: {value}",
  },
  acceptedTime: {
    id: "notifications.title.acceptedTime",
    defaultMessage: "{label} for {show} is now {time}",
  },
  acceptedSets: {
    id: "notifications.title.acceptedSets",
    defaultMessage: "Sets for {show} are now {count, plural, one {# set} other {# sets}}",
  },
  acceptedMany: {
    id: "notifications.title.acceptedMany",
    defaultMessage: "New for {show}: {list}",
  },
  linkRate: {
    id: "notifications.title.linkRate",
    defaultMessage:
      "{name}'s advance link for {show} uploaded too many files within an hour and was paused",
  },
  linkQuota: {
    id: "notifications.title.linkQuota",
    defaultMessage: "{name}'s advance link for {show} used up its upload space",
  },
  invitationAccepted: {
    id: "notifications.title.invitationAccepted",
    defaultMessage: "{name} accepted your invitation",
  },
  proofWaiting: {
    id: "notifications.title.proofWaiting",
    defaultMessage: "A proof of {name} is waiting for approval",
  },
  proofSentBack: {
    id: "notifications.title.proofSentBack",
    defaultMessage: "A proof of {name} was sent back with changes",
  },
  memberRemoved: {
    id: "notifications.title.memberRemoved",
    defaultMessage: "You were removed from {workspace}",
  },
  countersign: {
    id: "notifications.title.countersign",
    defaultMessage: "The promoter signed the contract for {show}: countersign it",
  },
  contractUnsigned: {
    id: "notifications.title.contractUnsigned",
    defaultMessage: "The promoter has not signed the contract for {show} yet",
  },
  travelCancelled: {
    id: "notifications.title.travelCancelled",
    defaultMessage: "{travel} was cancelled",
  },
  travelChanged: { id: "notifications.title.travelChanged", defaultMessage: "{travel} changed" },
  filingDue: {
    id: "notifications.title.filingDue",
    defaultMessage: "File the set list for {show} with {society} by {date}",
  },
};

/** What a title says when a stored fact is missing. */
const SOME = {
  venue: { id: "notifications.title.someVenue", defaultMessage: "The venue" },
  person: { id: "notifications.title.somePerson", defaultMessage: "Someone" },
  design: { id: "notifications.title.someDesign", defaultMessage: "a design" },
  workspace: { id: "notifications.title.someWorkspace", defaultMessage: "a workspace" },
  travel: { id: "notifications.title.someTravel", defaultMessage: "Your travel" },
  society: { id: "notifications.title.someSociety", defaultMessage: "its society" },
  deadline: { id: "notifications.title.someDeadline", defaultMessage: "its deadline" },
};
const SETS = { id: "notifications.title.sets", defaultMessage: "Sets" };
const SET_COUNT = {
  id: "notifications.title.setCount",
  defaultMessage: "{count, plural, one {# set} other {# sets}}",
};

const changeValue = (c: NoticeChange, clock: ClockChoice) =>
  c.kind === "time"
    ? formatClock(c.value, clock ?? "24h")
    : c.kind === "sets"
      ? say(SET_COUNT, { count: Number(c.value) })
      : c.value;

/** "Load-in for the show at … is now 14:00", or every change of one accept in one line. */
function acceptedTitle(show: string, changes: readonly NoticeChange[], clock: ClockChoice) {
  const [one] = changes;
  if (!one) return say(TITLES.advanceUpdated, { show });
  if (changes.length === 1) {
    if (one.kind === "text")
      return say(TITLES.acceptedText, { label: one.label, show, value: one.value });
    if (one.kind === "sets") return say(TITLES.acceptedSets, { show, count: Number(one.value) });
    return say(TITLES.acceptedTime, { label: one.label, show, time: changeValue(one, clock) });
  }
  const list = changes
    .map((c) => `${c.kind === "sets" ? say(SETS) : c.label} ${changeValue(c, clock)}`)
    .join(" · ");
  return say(TITLES.acceptedMany, { show, list });
}

/** The one line the bell and the email's subject show; a time in the reader's 12/24-hour clock. */
export function noticeTitle(kind: NotificationKind, p: NoticeParams, clock?: ClockChoice): string {
  const show = showWords(p.at, p.show);
  const hours = p.hours ?? 24;
  switch (kind) {
    case "hold-expiring":
      return say(TITLES.holdExpiring, { show, hours });
    case "challenge-due":
      return say(TITLES.challengeDue, { show, hours });
    case "hold-lapsed":
      return say(TITLES.holdLapsed, { show });
    case "hold-promoted":
      return say(TITLES.holdPromoted, { show });
    case "deposit-due":
      return say(TITLES.depositDue, { show });
    case "balance-unpaid":
      return say(TITLES.balanceUnpaid, { show });
    case "settlement-to-review":
      return say(TITLES.settlementToReview, { show });
    case "guest-requests-waiting":
      return say(TITLES.guestRequestsWaiting, { count: p.count ?? 1, show });
    case "guest-cutoff-approaching":
      return say(TITLES.guestCutoff, { show });
    case "day-times-changed":
      return say(TITLES.dayTimesChanged, { show });
    case "advance-accepted":
      return acceptedTitle(show, p.changes ?? [], clock);
    case "advance-link-limit":
      return say(p.limit === "rate" ? TITLES.linkRate : TITLES.linkQuota, {
        name: p.name ?? say(SOME.venue),
        show,
      });
    case "invitation-accepted":
      return say(TITLES.invitationAccepted, { name: p.name ?? say(SOME.person) });
    case "proof-waiting":
      return say(TITLES.proofWaiting, { name: p.name ?? say(SOME.design) });
    case "proof-sent-back":
      return say(TITLES.proofSentBack, { name: p.name ?? say(SOME.design) });
    case "member-removed":
      return say(TITLES.memberRemoved, { workspace: p.workspace ?? say(SOME.workspace) });
    case "contract-unsigned":
      return say(
        p.waitingOn === "countersignature" ? TITLES.countersign : TITLES.contractUnsigned,
        {
          show,
        },
      );
    case "travel-changed":
      return say(p.cancelled ? TITLES.travelCancelled : TITLES.travelChanged, {
        travel: travelWords(p.trip, p.travel) ?? say(SOME.travel),
      });
    case "setlist-filing-due":
      return say(TITLES.filingDue, {
        show,
        society: p.society ?? say(SOME.society),
        date: p.dueOn ? formatCalendarDate(p.dueOn) : say(SOME.deadline),
      });
  }
}
