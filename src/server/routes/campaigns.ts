import { Hono } from "hono";
import { type CampaignInput, campaignInputSchema } from "@/domain/campaigns";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import {
  createCampaign,
  deleteCampaign,
  listCampaigns,
  listTourOptions,
  updateCampaign,
} from "../db/queries/campaigns";
import { findOwnedTour } from "../db/queries/ownership";
import { fieldErrors, notFound } from "../middleware/errors";
import { idParams } from "../middleware/id-params";
import { validate } from "../middleware/validate";

const CAMPAIGN_NOT_FOUND = "Campaign not found";

/** A campaign may only promote a tour of the same account. */
async function checkTour(db: Db, userId: string, input: CampaignInput) {
  if (input.tourId && !(await findOwnedTour(db, userId, input.tourId))) {
    throw fieldErrors({ tourId: "Choose one of your tours" });
  }
}

export const campaignsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCampaigns(c.var.db, c.var.user.id)))
  .get("/tour-options", async (c) => c.json(await listTourOptions(c.var.db, c.var.user.id)))
  .post("/", validate("json", campaignInputSchema), async (c) => {
    const input = c.req.valid("json");
    await checkTour(c.var.db, c.var.user.id, input);
    return c.json(await createCampaign(c.var.db, c.var.user.id, input), 201);
  })
  .put(
    "/:id",
    idParams(["id"], CAMPAIGN_NOT_FOUND),
    validate("json", campaignInputSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      await checkTour(c.var.db, c.var.user.id, input);
      const campaign = await updateCampaign(c.var.db, c.var.user.id, id, input);
      if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
      return c.json(campaign);
    },
  )
  .delete("/:id", idParams(["id"], CAMPAIGN_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteCampaign(c.var.db, c.var.user.id, id))) throw notFound(CAMPAIGN_NOT_FOUND);
    return c.json({ id });
  });
