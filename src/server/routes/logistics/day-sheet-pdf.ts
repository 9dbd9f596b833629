import { Hono } from "hono";
import { fileSlug } from "@/domain/finances/financials-csv";
import { travelReaderOf } from "@/domain/logistics/travel-people";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import { getProfile } from "../../db/queries/account/profile";
import { getDaySheet } from "../../db/queries/logistics/day-sheets";
import { file, PDF } from "../../download";
import { pdfInPool } from "../../heavy/pdf-in-pool";
import { requestLocale } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND } from "../../middleware/owned";

/** /tours/:tourId/day-sheets/:showId/pdf — a show's day sheet as PDF, under the export slots. */
export const daySheetPdfRoutes = new Hono<AppEnv>().get(
  "/day-sheets/:showId/pdf",
  idParams(["tourId", "showId"], SHOW_NOT_FOUND),
  exportSlot,
  async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const sheet = await getDaySheet(
      c.get("db"),
      c.get("workspace").id,
      tourId,
      showId,
      // The legs and room the reader is on (ADR 0032), as on the page.
      travelReaderOf(c.get("user").id, c.get("workspace").role),
    );
    if (!sheet) throw notFound(SHOW_NOT_FOUND);
    const name = `day-sheet-${fileSlug(sheet.show.venueName)}-${sheet.show.performanceDate ?? "undated"}.pdf`;
    const withMoney = seesMoney(c.get("workspace").role);
    // Times as the person reads them in the app (Settings → Clock).
    const clock = (await getProfile(c.get("db"), c.get("user").id))?.timeFormat;
    // An offer is in the home currency (a deal names its own): read only for who sees money.
    const home = withMoney ? c.get("workspace").homeCurrency : undefined;
    // Laid out in a worker thread (issue 49): the sheet is data, the PDF is bytes.
    // In the person's language and formats (issue 55).
    const locale = requestLocale(c);
    const pdf = await pdfInPool("daySheet", {
      view: sheet,
      options: { withMoney, clock, home, locale },
    });
    return file(pdf, PDF, name);
  },
);
