import { Hono } from "hono";
import { type CampaignInput, campaignInputSchema } from "@/domain/marketing";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import {
  createCampaign,
  deleteCampaign,
  listCampaigns,
  listTourOptions,
  ownsTour,
  updateCampaign,
} from "../db/queries/marketing";
import { ApiError, notFound } from "../middleware/errors";
import { validate } from "../middleware/validate";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A malformed id cannot name a campaign, so it is answered like a missing one (404), and
 * never reaches PostgreSQL, where it would fail the uuid cast.
 */
function campaignId(id: string): string {
  if (!UUID_RE.test(id)) throw notFound("Campaign not found");
  return id;
}

/** A campaign may only promote a tour of the same account. */
async function checkTour(db: Db, userId: string, input: CampaignInput) {
  if (input.tourId && !(await ownsTour(db, userId, input.tourId))) {
    throw new ApiError(400, "Invalid input — tourId: Choose one of your tours", {
      tourId: "Choose one of your tours",
    });
  }
}

export const marketingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCampaigns(c.var.db, c.var.user.id)))
  .get("/tour-options", async (c) => c.json(await listTourOptions(c.var.db, c.var.user.id)))
  .post("/", validate("json", campaignInputSchema), async (c) => {
    const input = c.req.valid("json");
    await checkTour(c.var.db, c.var.user.id, input);
    return c.json(await createCampaign(c.var.db, c.var.user.id, input), 201);
  })
  .put("/:id", validate("json", campaignInputSchema), async (c) => {
    const id = campaignId(c.req.param("id"));
    const input = c.req.valid("json");
    await checkTour(c.var.db, c.var.user.id, input);
    const campaign = await updateCampaign(c.var.db, c.var.user.id, id, input);
    if (!campaign) throw notFound("Campaign not found");
    return c.json(campaign);
  })
  .delete("/:id", async (c) => {
    const id = campaignId(c.req.param("id"));
    if (!(await deleteCampaign(c.var.db, c.var.user.id, id))) throw notFound("Campaign not found");
    return c.json({ id });
  });
