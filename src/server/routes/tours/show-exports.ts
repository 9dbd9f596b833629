import { Hono } from "hono";
import { utcDateStamp } from "@/domain/tour-timing";
import { showsToCsv } from "@/domain/tours/imports/shows-csv";
import type { AppEnv } from "../../context";
import { listShowsForCsv } from "../../db/queries/tours/show-imports";
import { exportSlot } from "../../middleware/export-slot";

/**
 * /exports/shows.csv — every show of the account in the columns the import reads, so a
 * sheet exported here imports back to the same shows (ADR 0016).
 */
export const showExportsRoutes = new Hono<AppEnv>().get("/shows.csv", exportSlot, async (c) => {
  const shows = await listShowsForCsv(c.var.db, c.var.workspace.id);
  return new Response(showsToCsv(shows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="shows-export-${utcDateStamp(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
