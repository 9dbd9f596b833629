import { Hono } from "hono";
import { excelCsvQuerySchema } from "@/domain/exports";
import { utcDateStamp } from "@/domain/tour-timing";
import { showsToCsv } from "@/domain/tours/imports/shows-csv";
import type { AppEnv } from "../../context";
import { listShowsForCsv } from "../../db/queries/tours/show-imports";
import { csvDownload } from "../../download";
import { exportSlot } from "../../middleware/export-slot";
import { validate } from "../../middleware/validate";

/**
 * /exports/shows.csv — every show of the account in the columns the import reads, so a
 * sheet exported here imports back to the same shows (ADR 0016; the import reads the BOM of
 * the file for Excel too).
 */
export const showExportsRoutes = new Hono<AppEnv>().get(
  "/shows.csv",
  validate("query", excelCsvQuerySchema),
  exportSlot,
  async (c) => {
    const shows = await listShowsForCsv(c.get("db"), c.get("workspace").id);
    const name = `shows-export-${utcDateStamp(new Date())}.csv`;
    return csvDownload(showsToCsv(shows), name, c.req.valid("query").excel);
  },
);
