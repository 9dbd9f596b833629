import { Hono } from "hono";
import { excelCsvQuerySchema } from "@/domain/exports";
import { inventoryCsv, merchCsvName, salesCsv } from "@/domain/merch/exports";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AppEnv } from "../../context";
import { listShowSales } from "../../db/queries/merch/counts";
import { listMerchProducts } from "../../db/queries/merch/products";
import { csvDownload } from "../../download";
import { exportSlot } from "../../middleware/export-slot";
import { validate } from "../../middleware/validate";

/** /merch/exports — inventory and per-show sales as CSV files, under the export slots. */
export const merchExportsRoutes = new Hono<AppEnv>()
  .get("/inventory.csv", validate("query", excelCsvQuerySchema), exportSlot, async (c) => {
    const products = await listMerchProducts(c.get("db"), c.get("workspace").id);
    const name = merchCsvName("inventory", utcDateStamp(new Date()));
    return csvDownload(inventoryCsv(products), name, c.req.valid("query").excel);
  })
  .get("/sales.csv", validate("query", excelCsvQuerySchema), exportSlot, async (c) => {
    const shows = await listShowSales(c.get("db"), c.get("workspace").id);
    const name = merchCsvName("sales", utcDateStamp(new Date()));
    return csvDownload(salesCsv(shows), name, c.req.valid("query").excel);
  });
