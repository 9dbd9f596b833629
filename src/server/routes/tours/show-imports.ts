import { type Context, Hono } from "hono";
import {
  dateOrderNeeded,
  type ShowImportQuery,
  showImportQuerySchema,
} from "@/domain/tours/imports/show-import-query";
import type { AppEnv } from "../../context";
import { importShows, previewShowImport } from "../../db/queries/tours/show-imports";
import { heavyJob } from "../../heavy/heavy-job";
import { runHeavy } from "../../heavy/pool";
import { requestLocale } from "../../i18n/request-locale";
import { fieldErrors } from "../../middleware/errors";
import { validate } from "../../middleware/validate";
import { actorOf } from "../../negotiation-answers";
import { answerMappedSheet, uploadedSheet } from "../../sheet-request";

/**
 * The sheet in the body, read and mapped in a worker thread with the query's options (the
 * rest guessed); a fee in another currency than the home one is kept in the show's notes
 * (docs/product.md §21.9).
 */
const readRequest = async (c: Context<AppEnv>, q: ShowImportQuery) => {
  const bytes = await uploadedSheet(c);
  const query = { ...q, home: c.get("workspace").homeCurrency };
  return answerMappedSheet(
    c,
    await runHeavy("showSheet", { bytes, query, locale: requestLocale(c) }, [bytes.buffer]),
  );
};

/**
 * /imports/shows — a booking sheet (CSV or TSV, ≤ 5 MB, ≤ 10,000 rows) becomes tours, venues
 * and shows. `/preview` writes nothing and marks each row new, already there or an error;
 * the import writes every new row in one transaction, or nothing. ADR 0016.
 */
export const showImportsRoutes = new Hono<AppEnv>()
  .post("/preview", validate("query", showImportQuerySchema), heavyJob, async (c) => {
    const read = await readRequest(c, c.req.valid("query"));
    if (read.response) return read.response;
    const plan = await previewShowImport(c.get("db"), c.get("workspace").id, read.mapped);
    return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
  })
  .post("/", validate("query", showImportQuerySchema), heavyJob, async (c) => {
    const read = await readRequest(c, c.req.valid("query"));
    if (read.response) return read.response;
    if (read.reading.dateOrderAmbiguous && !read.reading.dateOrderChosen) {
      throw fieldErrors({ dateOrder: dateOrderNeeded() }, { message: dateOrderNeeded() });
    }
    const plan = await importShows(c.get("db"), actorOf(c), read.mapped);
    return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
  });
