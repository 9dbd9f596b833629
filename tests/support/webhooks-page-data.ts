import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "@/domain/integrations/events";
import type {
  DeliveriesAnswer,
  DeliveryAnswer,
  EndpointAnswer,
} from "@/domain/integrations/webhooks";

/** Answers of the webhooks' routes for the section's tests (as the server sends them). */
export const ENDPOINT = "7c1d0e2f-0000-4000-8000-000000000001";
export const DELIVERY = "7c1d0e2f-0000-4000-8000-0000000000d1";

export const endpoint = (over: Partial<EndpointAnswer> = {}): EndpointAnswer => ({
  id: ENDPOINT,
  url: "https://hooks.example.com/tribe",
  description: "Website",
  events: ["show.confirmed", "tour.created"],
  enabled: true,
  createdAt: "2099-05-01T10:00:00.000Z",
  previousSecretUntil: null,
  lastDelivery: { at: "2099-05-02T10:00:00.000Z", status: 500, ok: false },
  pending: 2,
  ...over,
});

export const webhooks = (endpoints: EndpointAnswer[] = [endpoint()]) => ({
  endpoints,
  events: WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] })),
});

export const delivery = (over: Partial<DeliveryAnswer> = {}): DeliveryAnswer => ({
  id: DELIVERY,
  messageId: "msg_7c1d0e2f00004000800000000000e001",
  type: "show.confirmed",
  createdAt: "2099-05-02T09:59:00.000Z",
  status: "failed",
  attempts: [
    { at: "2099-05-02T10:00:00.000Z", status: 500, error: null, durationMs: 120 },
    { at: "2099-05-02T10:05:00.000Z", status: null, error: "Timed out", durationMs: 10000 },
  ],
  nextAttemptAt: null,
  payload: {
    type: "show.confirmed",
    timestamp: "2099-05-02T09:59:00.000Z",
    data: { showId: "s1" },
  },
  ...over,
});

export const deliveries = (rows: DeliveryAnswer[] = [delivery()]): DeliveriesAnswer => ({
  deliveries: rows,
  nextBefore: null,
});

/** The owner of the workspace, in it, with the webhooks (and a log) already read. */
export function seedOwner(
  client: QueryClient,
  answer = webhooks(),
  log: DeliveriesAnswer = deliveries(),
) {
  client.setQueryData(queryKeys.team.current, {
    id: "w1",
    name: "The Band",
    role: "owner",
    homeCurrency: "GBP",
  });
  client.setQueryData(queryKeys.profile, { timeFormat: "24h" });
  client.setQueryData(queryKeys.integrations.webhooks, answer);
  client.setQueryData(queryKeys.integrations.deliveries(ENDPOINT), log);
}
