import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { isWebhookEventType, type WebhookEventType } from "./events";

/** Endpoints one workspace may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** How long deliveries are retried (Standard Webhooks' "at least 24 hours"). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How long the old secret still signs after a rotation, beside the new one. */
export const SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

const eventsSchema = z
  .array(
    z
      .string()
      .refine(
        isWebhookEventType,
        refusal({ id: "integrations.webhooks.unknownEvent", defaultMessage: "Unknown event" }),
      ),
    refusal({
      id: "integrations.webhooks.chooseEventsSend",
      defaultMessage: "Choose the events to send",
    }),
  )
  .min(
    1,
    refusal({
      id: "integrations.webhooks.chooseLeastOneEvent",
      defaultMessage: "Choose at least one event",
    }),
  )
  .max(
    20,
    refusal({ id: "integrations.webhooks.tooManyEvents", defaultMessage: "Too many events" }),
  );

const urlSchema = z
  .string(refusal({ id: "integrations.webhooks.urlRequired", defaultMessage: "URL is required" }))
  .trim()
  .min(1, refusal({ id: "integrations.webhooks.urlRequired", defaultMessage: "URL is required" }))
  .max(
    2000,
    refusal({
      id: "integrations.webhooks.urlCanMost2000Characters",
      defaultMessage: "URL can be at most 2000 characters",
    }),
  );

export const createEndpointSchema = z.object({
  url: urlSchema,
  description: z
    .string()
    .trim()
    .max(
      200,
      refusal({
        id: "integrations.webhooks.descriptionCanMost200Characters",
        defaultMessage: "Description can be at most 200 characters",
      }),
    )
    .optional()
    .transform((v) => v ?? ""),
  events: eventsSchema,
});
export type CreateEndpointInput = z.infer<typeof createEndpointSchema>;

export const updateEndpointSchema = z
  .object({
    url: urlSchema.optional(),
    description: z
      .string()
      .trim()
      .max(
        200,
        refusal({
          id: "integrations.webhooks.descriptionCanMost200Characters",
          defaultMessage: "Description can be at most 200 characters",
        }),
      )
      .optional(),
    events: eventsSchema.optional(),
    enabled: z
      .boolean(
        refusal({
          id: "integrations.webhooks.enabledTrueFalse",
          defaultMessage: "Enabled is true or false",
        }),
      )
      .optional(),
  })
  .strict();
export type UpdateEndpointInput = z.infer<typeof updateEndpointSchema>;

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface EndpointAnswer {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
  /** A rotation's old secret still signs until then (ISO), else null. */
  previousSecretUntil: string | null;
  /** The last attempt's outcome: how the endpoint is doing at a glance. */
  lastDelivery: { at: string; status: number | null; ok: boolean } | null;
  /** Deliveries waiting for their next try. */
  pending: number;
}

/** The answer that made an endpoint or rotated its secret: the secret, shown to the owner. */
export interface EndpointWithSecretAnswer extends EndpointAnswer {
  /** "whsec_" and the key in base64 (Standard Webhooks). */
  secret: string;
}

interface DeliveryAttemptAnswer {
  at: string;
  /** The receiver's HTTP status; null when none came back (refused, timed out, blocked). */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryAnswer {
  id: string;
  /** The event's id: the `webhook-id` header, the same on every try. */
  messageId: string;
  type: WebhookEventType | "webhook.ping";
  createdAt: string;
  status: DeliveryStatus;
  attempts: DeliveryAttemptAnswer[];
  nextAttemptAt: string | null;
  /** The body sent (the same on every try). */
  payload: unknown;
}

export interface DeliveriesAnswer {
  deliveries: DeliveryAnswer[];
  /** Older deliveries: pass as `before` for the next page. */
  nextBefore: string | null;
}
