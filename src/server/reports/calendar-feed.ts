import { isCalendarDate, isInstantInRange } from "@/domain/date-bounds";
import { formatCalendarDate } from "@/domain/date-time";
import { say } from "@/domain/i18n/words";
import { challengeDeadlineLabel } from "@/domain/negotiations/calendar";
import type { Negotiation } from "@/domain/negotiations/negotiations";
import { isNegotiationStatus, NEGOTIATION_STATUS_WORDS } from "@/domain/negotiations/status-words";
import { escapeText, icalDate, icalDateTime, icalText } from "./ical-text";

type FeedRow = Pick<
  Negotiation,
  | "id"
  | "venueName"
  | "city"
  | "state"
  | "tourTitle"
  | "performanceDate"
  | "status"
  | "holdRank"
  | "holdExpiry"
  | "challengeDeadline"
  | "challengedBy"
>;

const DEADLINE_MINUTES = 15;
const TTL = "PT1H";

const alarm = (trigger: string, description: string) => [
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  `TRIGGER:${trigger}`,
  `DESCRIPTION:${escapeText(description)}`,
  "END:VALARM",
];

/**
 * A show's status as the app names it (issue 55: the feed's words are its owner's language,
 * written inside their translator: routes/logistics/calendar-feed.ts). Only the statuses a
 * feed shows an event for.
 */
function statusWord(status: string): string {
  return say(NEGOTIATION_STATUS_WORDS[isNegotiationStatus(status) ? status : "pending"]);
}

/** A show's event title: the venue, its status first unless confirmed, its hold's rank after. */
function showSummary(n: FeedRow, held: boolean): string {
  const rank =
    held && n.holdRank
      ? say(
          {
            id: "negotiations.rank.hold",
            defaultMessage: "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold",
          },
          { rank: n.holdRank },
        )
      : "";
  return say(
    {
      id: "feeds.calendar.showSummary",
      defaultMessage:
        "{status, select, none {} other {{status}: }}{venue}{rank, select, none {} other { ({rank})}}",
      description: "A show's event in a calendar app: 'Hold: The Lantern (2nd hold)'",
    },
    {
      status: n.status === "confirmed" ? "none" : statusWord(n.status),
      venue: n.venueName,
      rank: rank || "none",
    },
  );
}

/** Who must do what by the deadline: us (a hold, a challenge to us) or the act above us. */
function deadlineText(n: FeedRow): string {
  const day = n.performanceDate ?? "";
  // A row from before the date range may hold a date no calendar writes: shown as stored.
  const values = {
    venue: n.venueName,
    dated: day ? "yes" : "no",
    date: isCalendarDate(day) ? formatCalendarDate(day) : day,
  };
  if (n.status === "challenge" && n.challengedBy === "us") {
    return say(
      {
        id: "feeds.calendar.theyOweAnswer",
        defaultMessage:
          "We challenged the hold above ours at {venue}{dated, select, yes { ({date})} other {}}: that act owes the answer by now. With none, we move up.",
      },
      values,
    );
  }
  return say(
    {
      id: "feeds.calendar.confirmOrRelease",
      defaultMessage:
        "Confirm or release {venue}{dated, select, yes { ({date})} other {}} by now, or it lapses.",
    },
    values,
  );
}

/** A deadline's event title: "Hold expires: The Lantern", or whose answer a challenge awaits. */
function deadlineSummary(n: FeedRow): string {
  if (n.status === "hold") {
    return say(
      { id: "negotiations.calendar.holdExpiresOf", defaultMessage: "Hold expires: {venue}" },
      { venue: n.venueName },
    );
  }
  return say(
    { id: "feeds.calendar.deadlineOf", defaultMessage: "{deadline}: {venue}" },
    { deadline: challengeDeadlineLabel(n.challengedBy), venue: n.venueName },
  );
}

/**
 * The account's iCal feed: confirmed shows as all-day events, holds and challenges as
 * tentative ones, and hold expiries and challenge deadlines as short events with a reminder
 * a day before and at the time. Event ids are stable, so a subscribed calendar updates them
 * in place instead of duplicating. Its words are written in the language of the moment
 * (`say`): the route writes it inside its owner's translator.
 */
export function renderCalendarFeed(
  artist: string,
  rows: readonly FeedRow[],
  host = "tribe",
  now = new Date(),
) {
  const name = escapeText(
    say({ id: "feeds.calendar.name", defaultMessage: "{artist} — Tribe shows" }, { artist }),
  );
  const stamp = `DTSTAMP:${icalDateTime(now)}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tribe//HCC Manager//EN",
    "METHOD:PUBLISH",
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${TTL}`,
    `X-PUBLISHED-TTL:${TTL}`,
  ];
  for (const n of rows) {
    const place = [n.city, n.state].filter(Boolean).join(", ");
    const held = n.status === "hold" || n.status === "challenge";
    const confirmed = n.status === "confirmed";
    // Rows stored before the date range (decision 8) could hold any year; a feed with one
    // date iCal cannot write is dropped whole by some calendar apps, so such an event is left out.
    const showDay =
      n.performanceDate && isCalendarDate(n.performanceDate) ? n.performanceDate : null;
    if (showDay && (confirmed || held || n.status === "pending")) {
      const label = statusWord(n.status);
      lines.push(
        "BEGIN:VEVENT",
        `UID:show-${n.id}@${host}`,
        "SEQUENCE:0",
        stamp,
        // A calendar date, all day: the same day for every viewer (no time zone).
        `DTSTART;VALUE=DATE:${icalDate(showDay)}`,
        "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        `SUMMARY:${escapeText(showSummary(n, held))}`,
        `TRANSP:${confirmed ? "OPAQUE" : "TRANSPARENT"}`,
        ...(place ? [`LOCATION:${escapeText(place)}`] : []),
        `DESCRIPTION:${escapeText(`${n.tourTitle} — ${label}`)}`,
        `STATUS:${confirmed ? "CONFIRMED" : "TENTATIVE"}`,
        "END:VEVENT",
      );
    }
    const deadline =
      n.status === "hold" ? n.holdExpiry : n.status === "challenge" ? n.challengeDeadline : null;
    if (deadline && isInstantInRange(Date.parse(deadline))) {
      const start = new Date(deadline);
      const end = new Date(start.getTime() + DEADLINE_MINUTES * 60_000);
      lines.push(
        "BEGIN:VEVENT",
        `UID:deadline-${n.id}@${host}`,
        "SEQUENCE:0",
        stamp,
        `DTSTART:${icalDateTime(start)}`,
        `DTEND:${icalDateTime(end)}`,
        `SUMMARY:${escapeText(deadlineSummary(n))}`,
        "TRANSP:TRANSPARENT",
        `DESCRIPTION:${escapeText(deadlineText(n))}`,
        ...alarm(
          "-P1D",
          say({ id: "feeds.calendar.deadlineTomorrow", defaultMessage: "Deadline tomorrow" }),
        ),
        ...alarm("PT0S", say({ id: "feeds.calendar.deadlineNow", defaultMessage: "Deadline now" })),
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return icalText(lines);
}
