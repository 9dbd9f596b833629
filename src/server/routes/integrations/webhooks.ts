import { Hono } from "hono";
import { z } from "zod";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "@/domain/integrations/events";
import { createEndpointSchema, updateEndpointSchema } from "@/domain/integrations/webhooks";
import type { AppEnv } from "../../context";
import {
  listDeliveries,
  pingEndpoint,
  retryDelivery,
} from "../../db/queries/integrations/webhook-deliveries";
import {
  addEndpoint,
  deleteEndpoint,
  listEndpoints,
  type Refusal,
  rotateSecret,
  updateEndpoint,
} from "../../db/queries/integrations/webhooks";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";
import { allowLoopbackWebhooks } from "../../webhooks/policy";

const ENDPOINT_NOT_FOUND = "Webhook endpoint not found";
const GUEST_ENDPOINT_MESSAGE =
  "The demo sends no webhooks. Create an account to send them to your own tools.";
const DELIVERY_NOT_FOUND = "Delivery not found";
const endpointParams = idParams(["id"], ENDPOINT_NOT_FOUND);

const deliveriesQuery = z.object({
  before: z.iso.datetime({ offset: true, error: "before is a timestamp" }).optional(),
  status: z.enum(["pending", "delivered", "failed"], { error: "Unknown status" }).optional(),
});

/** A query's refusal as the error it answers: the field at fault, or the limit reached. */
const refusal = (r: Refusal) =>
  "fields" in r ? fieldErrors(r.fields) : new ApiError("limit_reached", r.limit);

/** The owner's webhook endpoints: added, changed, removed, secret rotated, pinged, their log. */
export const webhookRoutes = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.json({
      endpoints: await listEndpoints(c.get("db"), c.get("workspace").id),
      events: WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] })),
    }),
  )
  .post("/", validate("json", createEndpointSchema), async (c) => {
    const db = c.get("db");
    const workspace = c.get("workspace");
    const user = c.get("user");
    // A demo guest has no account to answer for what the server sends out in its name.
    if (user.isAnonymous) throw new ApiError("forbidden", GUEST_ENDPOINT_MESSAGE);
    const made = await addEndpoint(db, workspace.id, user.id, c.req.valid("json"), {
      allowLoopback: allowLoopbackWebhooks(),
    });
    if ("fields" in made || "limit" in made) throw refusal(made);
    return c.json(made, 201);
  })
  .patch("/:id", endpointParams, validate("json", updateEndpointSchema), async (c) => {
    const done = await updateEndpoint(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").id,
      c.req.valid("json"),
      { allowLoopback: allowLoopbackWebhooks() },
    );
    if (!done) throw notFound(ENDPOINT_NOT_FOUND);
    if ("fields" in done || "limit" in done) throw refusal(done);
    return c.json(done);
  })
  .delete("/:id", endpointParams, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteEndpoint(c.get("db"), c.get("workspace").id, id)))
      throw notFound(ENDPOINT_NOT_FOUND);
    return c.json({ id });
  })
  .post("/:id/secret", endpointParams, async (c) => {
    const done = await rotateSecret(c.get("db"), c.get("workspace").id, c.req.valid("param").id);
    if (!done) throw notFound(ENDPOINT_NOT_FOUND);
    return c.json(done);
  })
  .post("/:id/ping", endpointParams, async (c) => {
    const done = await pingEndpoint(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").id,
      c.get("user").name,
    );
    if (!done) throw notFound(ENDPOINT_NOT_FOUND);
    return c.json(done, 202);
  })
  .get("/:id/deliveries", endpointParams, validate("query", deliveriesQuery), async (c) => {
    const page = await listDeliveries(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").id,
      c.req.valid("query"),
    );
    if (!page) throw notFound(ENDPOINT_NOT_FOUND);
    return c.json(page);
  })
  .post(
    "/:id/deliveries/:deliveryId/retry",
    idParams(["id", "deliveryId"], DELIVERY_NOT_FOUND),
    async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      const done = await retryDelivery(c.get("db"), c.get("workspace").id, id, deliveryId);
      if (!done) throw notFound(DELIVERY_NOT_FOUND);
      return c.json(done);
    },
  );
