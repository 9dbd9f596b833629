import { Hono } from "hono";
import { campaignInputSchema } from "@/domain/marketing/campaigns";
import { campaignFor } from "@/domain/marketing/reader-shape";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import {
  createCampaign,
  deleteCampaign,
  listCampaigns,
  updateCampaign,
} from "../../db/queries/marketing/campaigns";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const CAMPAIGN_NOT_FOUND = "Campaign not found";

/** The query refused the tour in the body: not one of the account's. */
const tourRefused = () => fieldErrors({ tourId: "Choose one of your tours" });

export const campaignsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const sees = seesMoney(c.get("workspace").role);
    const campaigns = await listCampaigns(c.get("db"), c.get("workspace").id);
    return c.json(campaigns.map((campaign) => campaignFor(sees, campaign)));
  })
  .post("/", validate("json", campaignInputSchema), async (c) => {
    const campaign = await createCampaign(c.get("db"), c.get("workspace").id, c.req.valid("json"));
    if (campaign === "tour") throw tourRefused();
    // Issue 41: a budget with more decimals than its currency, named by field.
    if (!("id" in campaign)) throw fieldErrors(campaign);
    return c.json(campaign, 201);
  })
  .put(
    "/:id",
    idParams(["id"], CAMPAIGN_NOT_FOUND),
    validate("json", campaignInputSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const campaign = await updateCampaign(
        c.get("db"),
        c.get("workspace").id,
        id,
        c.req.valid("json"),
      );
      if (campaign === "tour") throw tourRefused();
      if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
      if (!("id" in campaign)) throw fieldErrors(campaign);
      return c.json(campaign);
    },
  )
  .delete("/:id", idParams(["id"], CAMPAIGN_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteCampaign(c.get("db"), c.get("workspace").id, id)))
      throw notFound(CAMPAIGN_NOT_FOUND);
    return c.json({ id });
  });
