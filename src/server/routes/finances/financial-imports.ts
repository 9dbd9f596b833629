import type { Context } from "hono";
import { Hono } from "hono";
import {
  type FinancialImportQuery,
  financialImportQuerySchema,
} from "@/domain/finances/imports/financial-import-query";
import type { AppEnv } from "../../context";
import {
  importFinancials,
  previewFinancialImport,
} from "../../db/queries/finances/financial-imports";
import { heavyJob } from "../../heavy/heavy-job";
import { runHeavy } from "../../heavy/pool";
import { requestLocale } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { answerMappedSheet, uploadedSheet } from "../../sheet-request";

/**
 * The sheet in the body, read and mapped in a worker thread with the query's options (the rest
 * guessed; rows whose currency nothing names are in the workspace's home currency).
 */
const readRequest = async (c: Context<AppEnv>, q: FinancialImportQuery) => {
  const bytes = await uploadedSheet(c);
  const query = { ...q, home: c.get("workspace").homeCurrency };
  return answerMappedSheet(
    c,
    await runHeavy("financialSheet", { bytes, query, locale: requestLocale(c) }, [bytes.buffer]),
  );
};

/**
 * /imports/tours/:tourId/financials — a budget sheet or a bank's CSV becomes the tour's
 * financial rows (hand-entered ledger rows, ADR 0015). `/preview` writes nothing; the import
 * writes every new row in one transaction, or nothing. Another account's tour is a 404.
 * ADR 0016.
 */
export const financialImportsRoutes = new Hono<AppEnv>()
  .post(
    "/preview",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("query", financialImportQuerySchema),
    heavyJob,
    async (c) => {
      const { tourId } = c.req.valid("param");
      const read = await readRequest(c, c.req.valid("query"));
      if (read.response) return read.response;
      const plan = await previewFinancialImport(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        read.mapped,
      );
      if (!plan) throw notFound(TOUR_NOT_FOUND);
      return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
    },
  )
  .post(
    "/",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("query", financialImportQuerySchema),
    heavyJob,
    async (c) => {
      const { tourId } = c.req.valid("param");
      const read = await readRequest(c, c.req.valid("query"));
      if (read.response) return read.response;
      const plan = await importFinancials(c.get("db"), c.get("workspace").id, tourId, read.mapped);
      if (!plan) throw notFound(TOUR_NOT_FOUND);
      return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
    },
  );
