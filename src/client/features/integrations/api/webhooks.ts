import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { CreateEndpointInput, UpdateEndpointInput } from "@/domain/integrations/webhooks";

export const WEBHOOKS_ERROR = {
  id: "integrations.webhooks.loadWebhooksFailed",
  defaultMessage: "Failed to load the webhooks",
};
const DELIVERIES_ERROR = {
  id: "integrations.webhooks.loadDeliveryLogFailed",
  defaultMessage: "Failed to load the delivery log",
};

const hooks = api.webhooks;
const hook = hooks[":id"];

/** The owner's endpoints (never their secrets) and the events one may listen for. */
export const webhooksQuery = queryOptions({
  queryKey: queryKeys.integrations.webhooks,
  queryFn: () => unwrap(hooks.$get(), WEBHOOKS_ERROR),
});
export type WebhooksData = Awaited<ReturnType<NonNullable<typeof webhooksQuery.queryFn>>>;
export type EndpointData = WebhooksData["endpoints"][number];

/** The newest page of one endpoint's log (older pages: `before`). */
export const deliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.integrations.deliveries(id),
    queryFn: () => unwrap(hook.deliveries.$get({ param: { id }, query: {} }), DELIVERIES_ERROR),
  });
type DeliveriesData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof deliveriesQuery>["queryFn"]>>
>;
export type DeliveryData = DeliveriesData["deliveries"][number];

/** An older page of the log, read on demand ("Show older"). */
export const olderDeliveries = (id: string, before: string) =>
  unwrap(hook.deliveries.$get({ param: { id }, query: { before } }), DELIVERIES_ERROR);

const addEndpointMutation = mutationOptions({
  mutationFn: (input: CreateEndpointInput) =>
    unwrap(hooks.$post({ json: input }), {
      id: "integrations.webhooks.addEndpointFailed",
      defaultMessage: "Failed to add the endpoint",
    }),
});
const updateEndpointMutation = mutationOptions({
  mutationFn: ({ id, changes }: { id: string; changes: UpdateEndpointInput }) =>
    unwrap(hook.$patch({ param: { id }, json: changes }), {
      id: "integrations.webhooks.saveEndpointFailed",
      defaultMessage: "Failed to save the endpoint",
    }),
});
const deleteEndpointMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(hook.$delete({ param: { id } }), {
      id: "integrations.webhooks.removeEndpointFailed",
      defaultMessage: "Failed to remove the endpoint",
    }),
});
const rotateSecretMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(hook.secret.$post({ param: { id } }), {
      id: "integrations.webhooks.rotateSecretFailed",
      defaultMessage: "Failed to rotate the secret",
    }),
});
const pingMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(hook.ping.$post({ param: { id } }), {
      id: "integrations.webhooks.sendTestEventFailed",
      defaultMessage: "Failed to send a test event",
    }),
});
const retryMutation = mutationOptions({
  mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    unwrap(hook.deliveries[":deliveryId"].retry.$post({ param: { id, deliveryId } }), {
      id: "integrations.webhooks.sendAgainFailed",
      defaultMessage: "Failed to send again",
    }),
});

/**
 * Every write changes the list (its last try, pending count) and, for a test event or a send
 * again, the endpoint's log: both are read again rather than patched by hand.
 */
const refresh = (client: QueryClient, id?: string) => {
  void client.invalidateQueries({ queryKey: queryKeys.integrations.webhooks });
  if (id) void client.invalidateQueries({ queryKey: queryKeys.integrations.deliveries(id) });
};

export function useAddEndpoint() {
  const client = useQueryClient();
  return useMutation({ ...addEndpointMutation, onSuccess: () => refresh(client) });
}
export function useUpdateEndpoint() {
  const client = useQueryClient();
  return useMutation({ ...updateEndpointMutation, onSuccess: () => refresh(client) });
}
export function useDeleteEndpoint() {
  const client = useQueryClient();
  return useMutation({
    ...deleteEndpointMutation,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: queryKeys.integrations.deliveries(id) });
      refresh(client);
    },
  });
}
export function useRotateSecret() {
  const client = useQueryClient();
  return useMutation({ ...rotateSecretMutation, onSuccess: () => refresh(client) });
}
export function usePing() {
  const client = useQueryClient();
  return useMutation({ ...pingMutation, onSuccess: (_, id) => refresh(client, id) });
}
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({ ...retryMutation, onSuccess: (_, vars) => refresh(client, vars.id) });
}
