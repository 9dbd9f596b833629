import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";

/**
 * A tour's status and how it reads. Kept free of zod: the Overview shows status labels and
 * must not download the form schemas with them.
 */
export const TOUR_STATUSES = ["planning", "active", "completed", "cancelled"] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** A status's name on every page and the printed tour report. */
const TOUR_STATUS_LABELS: Record<TourStatus, Message> = {
  planning: { id: "tours.status.planning", defaultMessage: "Planning" },
  active: { id: "tours.status.active", defaultMessage: "Active" },
  completed: { id: "tours.status.completed", defaultMessage: "Completed" },
  cancelled: { id: "tours.status.cancelled", defaultMessage: "Cancelled" },
};

function isTourStatus(value: string): value is TourStatus {
  return (TOUR_STATUSES as readonly string[]).includes(value);
}

/**
 * A status read from the database, in the reader's language (the server's PDF: inside its
 * translator's `within`); anything unexpected is shown as it is stored.
 */
export function tourStatusLabel(status: string): string {
  return isTourStatus(status) ? say(TOUR_STATUS_LABELS[status]) : status;
}

/**
 * Shows that no longer hold a date of the tour (a released or declined negotiation): they do
 * not stretch its run.
 */
export const DROPPED_SHOW_STATUSES = ["released", "declined"] as const;

/** What a tour's status is read from: the stored choice and the dates it runs on. */
export interface TourRun {
  /** As stored: only "cancelled" is the user's choice; any other value means "by its dates". */
  status: string;
  startDate: string | null;
  endDate: string | null;
  /** The first and last dates of its shows still in play (none released or declined). */
  firstShow: string | null;
  lastShow: string | null;
}

/**
 * docs/product.md §3.1, issue 36: the one rule for a tour's status, on every page. Cancelled
 * when the user says so; otherwise its run is from the earliest to the latest of its start
 * date, end date and shows' dates (calendar dates, compared as text, the whole last day
 * included): completed after it, active within it, planning before it or with no date at all.
 * `today` is the UTC calendar date (§3.2). The Overview counts the same rule in SQL
 * (queries/tours/tour-run.ts); tests hold the two together.
 */
export function tourStatus(run: TourRun, today: string): TourStatus {
  if (run.status === "cancelled") return "cancelled";
  const dates = [run.startDate, run.endDate, run.firstShow, run.lastShow].filter((d): d is string =>
    Boolean(d),
  );
  if (dates.length === 0) return "planning";
  const first = dates.reduce((a, b) => (b < a ? b : a));
  const last = dates.reduce((a, b) => (b > a ? b : a));
  if (today > last) return "completed";
  if (today >= first) return "active";
  return "planning";
}

/** The statuses a user chooses in the tour form: the dates decide, or the tour is cancelled. */
export const TOUR_STATUS_CHOICES = ["planning", "cancelled"] as const;
