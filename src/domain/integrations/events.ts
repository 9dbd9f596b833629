/**
 * What a webhook tells (issue 53 item 3, ADR 0033): each event type with its label. The
 * database raises them in the same transaction as the write (migration's triggers, one home
 * whatever route, job or import made the change); `data` holds only the fields each event's
 * schema lists (event-data.ts), so a new column never reaches a receiver by itself.
 */
export const WEBHOOK_EVENT_TYPES = [
  "show.confirmed",
  "show.moved",
  "show.cancelled",
  "deal.settled",
  "contract.executed",
  "advance.accepted",
  "guest_list.closed",
  "ticket_count.reported",
  "tour.created",
  "tour.changed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === "string" && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** The one event an owner sends by hand ("Send a test event"); never raised by a write. */
export const PING_EVENT = "webhook.ping";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "show.confirmed": "A show is confirmed",
  "show.moved": "A show moves to another date",
  "show.cancelled": "A confirmed show is released, declined or deleted",
  "deal.settled": "A deal is settled",
  "contract.executed": "A contract is signed by both sides",
  "advance.accepted": "A venue's advance answers are accepted",
  "guest_list.closed": "A show's guest list closes",
  "ticket_count.reported": "A ticket count is reported",
  "tour.created": "A tour is created",
  "tour.changed": "A tour's name, status or dates change",
};
