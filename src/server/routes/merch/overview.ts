import { Hono } from "hono";
import { tourSellThrough } from "@/domain/merch/counts";
import type { AppEnv } from "../../context";
import { listShowSales } from "../../db/queries/merch/counts";
import { getMerchOverview } from "../../db/queries/merch/overview";

/** /merch/overview — the Overview tab in one statement. */
export const merchOverviewRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await getMerchOverview(c.get("db"), c.get("workspace").id)),
);

/** /merch/sales — every show's merch night and each tour's sell-through. */
export const merchSalesRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const shows = await listShowSales(c.get("db"), c.get("workspace").id);
  return c.json({ shows, tours: tourSellThrough(shows) });
});
