import { isCalendarDate, isInstantInRange } from "@/domain/date-bounds";
import { challengeDeadlineLabel } from "@/domain/negotiations/calendar";
import type { Negotiation } from "@/domain/negotiations/negotiations";
import { negotiationStatusLabel, ordinal } from "@/domain/negotiations/negotiations";
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

/** Who must do what by the deadline: us (a hold, a challenge to us) or the act above us. */
function deadlineText(n: FeedRow, on: string): string {
  if (n.status === "challenge" && n.challengedBy === "us") {
    return `We challenged the hold above ours at ${n.venueName}${on}: that act owes the answer by now. With none, we move up.`;
  }
  return `Confirm or release ${n.venueName}${on} by now, or it lapses.`;
}

/**
 * The account's iCal feed: confirmed shows as all-day events, holds and challenges as
 * tentative ones, and hold expiries and challenge deadlines as short events with a reminder
 * a day before and at the time. Event ids are stable, so a subscribed calendar updates them
 * in place instead of duplicating.
 */
export function renderCalendarFeed(
  artist: string,
  rows: readonly FeedRow[],
  host = "tribe",
  now = new Date(),
) {
  const name = escapeText(`${artist} — Tribe shows`);
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
      const rank = held && n.holdRank ? ` (${ordinal(n.holdRank)} hold)` : "";
      const label = negotiationStatusLabel(n.status);
      lines.push(
        "BEGIN:VEVENT",
        `UID:show-${n.id}@${host}`,
        "SEQUENCE:0",
        stamp,
        // A calendar date, all day: the same day for every viewer (no time zone).
        `DTSTART;VALUE=DATE:${icalDate(showDay)}`,
        "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        `SUMMARY:${escapeText(`${confirmed ? "" : `${label}: `}${n.venueName}${rank}`)}`,
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
      const on = n.performanceDate ? ` (${n.performanceDate})` : "";
      lines.push(
        "BEGIN:VEVENT",
        `UID:deadline-${n.id}@${host}`,
        "SEQUENCE:0",
        stamp,
        `DTSTART:${icalDateTime(start)}`,
        `DTEND:${icalDateTime(end)}`,
        `SUMMARY:${escapeText(`${n.status === "hold" ? "Hold expires" : challengeDeadlineLabel(n.challengedBy)}: ${n.venueName}`)}`,
        "TRANSP:TRANSPARENT",
        `DESCRIPTION:${escapeText(deadlineText(n, on))}`,
        ...alarm("-P1D", "Deadline tomorrow"),
        ...alarm("PT0S", "Deadline now"),
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return icalText(lines);
}
