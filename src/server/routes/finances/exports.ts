import { Hono } from "hono";
import { RateBook } from "@/domain/currencies/exchange-rates";
import { excelCsvQuerySchema } from "@/domain/exports";
import { fileSlug, financialsCsv } from "@/domain/finances/financials-csv";
import { dealTypedRates, rateOfLine } from "@/domain/finances/ledger/convert";
import { travelReaderOf } from "@/domain/logistics/travel-people";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AppEnv } from "../../context";
import { ratesFor } from "../../db/queries/currencies/exchange-rates";
import { getDeal } from "../../db/queries/finances/deals";
import { readTourMoney } from "../../db/queries/finances/ledger";
import { getTourFinance } from "../../db/queries/finances/summary";
import { getDaySheet } from "../../db/queries/logistics/day-sheets";
import { csvDownload, file, PDF } from "../../download";
import { pdfInPool } from "../../heavy/pdf-in-pool";
import { requestLocale } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

/**
 * The money downloads of a tour: the ledger as CSV, the P&L and a deal's settlement as PDF,
 * each under the export slots. (The day sheet's PDF is the logistics area's.)
 */
export const tourMoneyExportsRoutes = new Hono<AppEnv>()
  .get(
    "/financials.csv",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("query", excelCsvQuerySchema),
    exportSlot,
    async (c) => {
      const { tourId } = c.req.valid("param");
      const finance = await getTourFinance(c.get("db"), c.get("workspace").id, tourId);
      if (!finance) throw notFound(TOUR_NOT_FOUND);
      const { lines, home } = await readTourMoney(c.get("db"), c.get("workspace").id, tourId);
      const name = `${fileSlug(finance.tour.title)}-financials-${utcDateStamp(new Date())}.csv`;
      return csvDownload(financialsCsv(lines, home), name, c.req.valid("query").excel);
    },
  )
  .get("/pnl.pdf", idParams(["tourId"], TOUR_NOT_FOUND), exportSlot, async (c) => {
    const { tourId } = c.req.valid("param");
    const finance = await getTourFinance(c.get("db"), c.get("workspace").id, tourId);
    if (!finance) throw notFound(TOUR_NOT_FOUND);
    const today = utcDateStamp(new Date());
    return file(
      await pdfInPool("tourPnl", { finance, generatedOn: today, locale: requestLocale(c) }),
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
      const deal = await getDeal(c.get("db"), c.get("workspace").id, tourId, id);
      if (!deal) throw notFound("Deal not found");
      const sheet = await getDaySheet(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        deal.showId,
        travelReaderOf(c.get("user").id, c.get("workspace").role),
      );
      const name = `settlement-${fileSlug(deal.venueName)}-${deal.performanceDate ?? "undated"}.pdf`;
      // Issue 41: a deal in another currency also prints its home equivalent and the rate,
      // the one the ledger takes: typed on the settlement (once settled) or the deal, else the
      // workspace's of the show's day.
      const home = c.get("workspace").homeCurrency;
      const rates =
        deal.currency === home
          ? []
          : await ratesFor(c.get("db"), c.get("workspace").id, [deal.currency], home);
      const day = deal.performanceDate;
      const typed = dealTypedRates(deal, day, day);
      const rate = rateOfLine(
        deal.currency,
        { home, book: new RateBook(rates) },
        day,
        ...(deal.isSettled ? typed.settled : typed.plan),
      );
      const pdf = await pdfInPool("settlement", {
        tourTitle: sheet?.show.tourTitle ?? "",
        deal,
        home: { home, rate },
        locale: requestLocale(c),
      });
      return file(pdf, PDF, name);
    },
  );
