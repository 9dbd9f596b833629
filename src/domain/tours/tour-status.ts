/**
 * A tour's status and how it reads. Kept free of zod: the Overview shows status labels and
 * must not download the form schemas with them.
 */
export const TOUR_STATUSES = ["planning", "active", "completed", "cancelled"] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  planning: "Planning",
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};

function isTourStatus(value: string): value is TourStatus {
  return (TOUR_STATUSES as readonly string[]).includes(value);
}

/** A status read from the database; anything unexpected is shown as it is stored. */
export function tourStatusLabel(status: string): string {
  return isTourStatus(status) ? TOUR_STATUS_LABELS[status] : status;
}
