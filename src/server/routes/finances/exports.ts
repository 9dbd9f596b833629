import { Hono } from "hono";
import { fileSlug, financialsCsv } from "@/domain/finances/financials-csv";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AppEnv } from "../../context";
import { getDeal } from "../../db/queries/finances/deals";
import { readTourMoney } from "../../db/queries/finances/ledger";
import { getTourFinance } from "../../db/queries/finances/summary";
import { getDaySheet } from "../../db/queries/logistics/day-sheets";
import { notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { daySheetPdf, settlementPdf, tourPnlPdf } from "../../reports/finances-pdf";

const file = (body: string | Buffer, type: string, name: string) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
const PDF = "application/pdf";

/**
 * Downloads of Logistics & Finances: the ledger as CSV, the P&L, settlement and day sheets as
 * PDF, each under the export slots.
 */
export const tourMoneyExportsRoutes = new Hono<AppEnv>()
  .get("/financials.csv", idParams(["tourId"], TOUR_NOT_FOUND), exportSlot, async (c) => {
    const { tourId } = c.req.valid("param");
    const finance = await getTourFinance(c.var.db, c.var.user.id, tourId);
    if (!finance) throw notFound(TOUR_NOT_FOUND);
    const { lines } = await readTourMoney(c.var.db, c.var.user.id, tourId);
    const name = `${fileSlug(finance.tour.title)}-financials-${utcDateStamp(new Date())}.csv`;
    return file(financialsCsv(lines), "text/csv; charset=utf-8", name);
  })
  .get("/pnl.pdf", idParams(["tourId"], TOUR_NOT_FOUND), exportSlot, async (c) => {
    const { tourId } = c.req.valid("param");
    const finance = await getTourFinance(c.var.db, c.var.user.id, tourId);
    if (!finance) throw notFound(TOUR_NOT_FOUND);
    const today = utcDateStamp(new Date());
    return file(
      await tourPnlPdf(finance, today),
      PDF,
      `${fileSlug(finance.tour.title)}-pnl-${today}.pdf`,
    );
  })
  .get(
    "/deals/:id/settlement/pdf",
    idParams(["tourId", "id"], "Deal not found"),
    exportSlot,
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const deal = await getDeal(c.var.db, c.var.user.id, tourId, id);
      if (!deal) throw notFound("Deal not found");
      const sheet = await getDaySheet(c.var.db, c.var.user.id, tourId, deal.showId);
      const name = `settlement-${fileSlug(deal.venueName)}-${deal.performanceDate ?? "undated"}.pdf`;
      return file(await settlementPdf(sheet?.show.tourTitle ?? "", deal), PDF, name);
    },
  )
  .get(
    "/day-sheets/:showId/pdf",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    exportSlot,
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const sheet = await getDaySheet(c.var.db, c.var.user.id, tourId, showId);
      if (!sheet) throw notFound(SHOW_NOT_FOUND);
      const name = `day-sheet-${fileSlug(sheet.show.venueName)}-${sheet.show.performanceDate ?? "undated"}.pdf`;
      return file(await daySheetPdf(sheet), PDF, name);
    },
  );
