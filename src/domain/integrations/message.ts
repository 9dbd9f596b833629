/**
 * What a receiver gets, the same on every try (Standard Webhooks): the message id is the
 * event's id ("msg_" and its hex), and the body is the event's type, when it happened, and
 * its data. The delivery log shows exactly this, so "what was sent" is never a second guess.
 */
export const messageIdOf = (eventId: string) => `msg_${eventId.replaceAll("-", "")}`;

export interface WebhookPayload {
  type: string;
  /** When the event happened (ISO 8601), not when this try was sent. */
  timestamp: string;
  data: unknown;
}

export const webhookPayload = (event: {
  type: string;
  createdAt: Date;
  data: unknown;
}): WebhookPayload => ({
  type: event.type,
  timestamp: event.createdAt.toISOString(),
  data: event.data,
});
