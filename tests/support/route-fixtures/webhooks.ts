import { MAX_WEBHOOK_ENDPOINTS } from "@/domain/integrations/webhooks";
import type { MatrixContext, RouteFixture } from "./_matrix";

/** The owner's webhook endpoints and their delivery logs (issue 53, ADR 0033). */

/** An endpoint of A's, described by a marker, with a test event queued to it. */
async function ownerEndpoint(ctx: MatrixContext) {
  // The matrices arrange every route in one workspace: make room under the limit first.
  const { endpoints } = (await ctx.asOwner("GET", "/api/webhooks")) as {
    endpoints: { id: string }[];
  };
  if (endpoints.length >= MAX_WEBHOOK_ENDPOINTS - 1)
    for (const { id } of endpoints) await ctx.asOwner("DELETE", `/api/webhooks/${id}`);
  const marker = ctx.marker();
  const made = (await ctx.asOwner("POST", "/api/webhooks", {
    url: `https://hooks.example.com/${marker}`,
    description: marker,
    events: ["show.confirmed"],
  })) as { id: string };
  const { deliveryId } = (await ctx.asOwner("POST", `/api/webhooks/${made.id}/ping`)) as {
    deliveryId: string;
  };
  return { marker, id: made.id, deliveryId };
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/webhooks",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerEndpoint(ctx)).marker }),
  },
  {
    method: "POST",
    path: "/api/webhooks",
    check: "none",
    reason: "adds an endpoint to the caller's own workspace: no id of anyone else's",
  },
  {
    method: "PATCH",
    path: "/api/webhooks/:id",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await ownerEndpoint(ctx);
      return { params: { id }, body: { enabled: false }, readBack: "/api/webhooks" };
    },
  },
  {
    method: "DELETE",
    path: "/api/webhooks/:id",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await ownerEndpoint(ctx);
      return { params: { id }, readBack: "/api/webhooks" };
    },
  },
  {
    method: "POST",
    path: "/api/webhooks/:id/secret",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await ownerEndpoint(ctx);
      return { params: { id }, readBack: "/api/webhooks" };
    },
  },
  {
    method: "POST",
    path: "/api/webhooks/:id/ping",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await ownerEndpoint(ctx);
      return { params: { id }, readBack: `/api/webhooks/${id}/deliveries` };
    },
  },
  {
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await ownerEndpoint(ctx);
      // The log shows each delivery's payload: the test event names A's endpoint by its id.
      return { params: { id }, marker: id };
    },
  },
  {
    method: "POST",
    path: "/api/webhooks/:id/deliveries/:deliveryId/retry",
    check: "owned",
    arrange: async (ctx) => {
      const { id, deliveryId } = await ownerEndpoint(ctx);
      return { params: { id, deliveryId }, readBack: `/api/webhooks/${id}/deliveries` };
    },
  },
];
