import { Hono } from "hono";
import { inventoryCsv, merchCsvName, salesCsv } from "@/domain/merch/exports";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AppEnv } from "../../context";
import { listShowSales } from "../../db/queries/merch/counts";
import { listMerchProducts } from "../../db/queries/merch/products";
import { exportSlot } from "../../middleware/export-slot";

const csv = (body: string, fileName: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });

/** /merch/exports — inventory and per-show sales as CSV files, under the export slots. */
export const merchExportsRoutes = new Hono<AppEnv>()
  .get("/inventory.csv", exportSlot, async (c) => {
    const products = await listMerchProducts(c.var.db, c.var.workspace.id);
    return csv(inventoryCsv(products), merchCsvName("inventory", utcDateStamp(new Date())));
  })
  .get("/sales.csv", exportSlot, async (c) => {
    const shows = await listShowSales(c.var.db, c.var.workspace.id);
    return csv(salesCsv(shows), merchCsvName("sales", utcDateStamp(new Date())));
  });
