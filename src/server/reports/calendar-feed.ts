import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from "ical-generator";
import type { Negotiation } from "@/domain/negotiations";
import { negotiationStatusLabel, ordinal } from "@/domain/negotiations";

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
>;

const DAY_SECONDS = 86_400;
const DEADLINE_MINUTES = 15;

/**
 * The account's iCal feed: confirmed shows as all-day events, holds and challenges as
 * tentative ones, and hold expiries and challenge deadlines as short events with a reminder
 * a day before and at the time. Event ids are stable, so a subscribed calendar updates them
 * in place instead of duplicating.
 */
export function renderCalendarFeed(artist: string, rows: readonly FeedRow[], host = "tribe") {
  const cal = ical({
    name: `${artist} — Tribe shows`,
    prodId: { company: "Tribe", product: "HCC Manager", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const n of rows) {
    const place = [n.city, n.state].filter(Boolean).join(", ");
    const held = n.status === "hold" || n.status === "challenge";
    if (n.performanceDate && (n.status === "confirmed" || held || n.status === "pending")) {
      const rank = held && n.holdRank ? ` (${ordinal(n.holdRank)} hold)` : "";
      cal.createEvent({
        id: `show-${n.id}@${host}`,
        // A calendar date, all day: the same day for every viewer (no time zone).
        start: new Date(`${n.performanceDate}T00:00:00Z`),
        allDay: true,
        summary: `${n.status === "confirmed" ? "" : `${negotiationStatusLabel(n.status)}: `}${n.venueName}${rank}`,
        location: place || null,
        description: `${n.tourTitle} — ${negotiationStatusLabel(n.status)}`,
        status: n.status === "confirmed" ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
        transparency:
          n.status === "confirmed"
            ? ICalEventTransparency.OPAQUE
            : ICalEventTransparency.TRANSPARENT,
      });
    }
    const deadline =
      n.status === "hold" ? n.holdExpiry : n.status === "challenge" ? n.challengeDeadline : null;
    if (deadline) {
      const start = new Date(deadline);
      cal.createEvent({
        id: `deadline-${n.id}@${host}`,
        start,
        end: new Date(start.getTime() + DEADLINE_MINUTES * 60_000),
        summary: `${n.status === "hold" ? "Hold expires" : "Challenge deadline"}: ${n.venueName}`,
        description: `Confirm or release ${n.venueName}${n.performanceDate ? ` (${n.performanceDate})` : ""} by now, or it lapses.`,
        transparency: ICalEventTransparency.TRANSPARENT,
        alarms: [
          { type: ICalAlarmType.display, trigger: DAY_SECONDS, description: "Deadline tomorrow" },
          { type: ICalAlarmType.display, trigger: 0, description: "Deadline now" },
        ],
      });
    }
  }
  return cal.toString();
}
