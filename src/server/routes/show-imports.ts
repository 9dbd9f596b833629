import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMPORT_BYTES, readSheetBytes, TOO_LARGE_MESSAGE } from "@/domain/imports/sheet";
import {
  DATE_ORDER_NEEDED,
  resolveShowImport,
  type ShowImportQuery,
  showImportQuerySchema,
} from "@/domain/imports/show-import-query";
import { mapShowRows } from "@/domain/imports/show-rows";
import type { AppEnv } from "../context";
import { importShows, previewShowImport } from "../db/queries/show-imports";
import { ApiError, errorBody } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { withBodyUpTo } from "../read-body";
import { actorOf } from "./negotiation-answers";

const tooLarge = () => new ApiError(413, TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE });

/**
 * The import's own body limit (5 MB of sheet), mounted before the API's general one in
 * app.ts so a file that is too large hears this message.
 */
export const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/** The sheet in the body (≤ 5 MB), or the 400 that says why it cannot be read. Every import's. */
export async function readSheetRequest(c: Context<AppEnv>) {
  const read = await withBodyUpTo(c.req.raw, MAX_IMPORT_BYTES, tooLarge, async (body) =>
    readSheetBytes(body),
  );
  if (read.ok) return read;
  return {
    ok: false as const,
    response: c.json(errorBody(read.message, { file: read.message }), 400),
  };
}

/**
 * The sheet in the body, read and mapped with the query's options (the rest guessed). A
 * sheet that cannot be read answers 400 with its reason; with no usable column, the answer
 * also carries how the sheet was read, so the dialog can let the person choose the columns.
 */
async function readRequest(c: Context<AppEnv>, q: ShowImportQuery) {
  const read = await readSheetRequest(c);
  if (!read.ok) return { response: read.response };
  const resolved = resolveShowImport(read.sheet, q);
  if (!resolved.ok) {
    const reading = { header: read.sheet.header, delimiter: read.sheet.delimiter };
    return {
      response: c.json(
        { ...errorBody(resolved.message, { [resolved.field]: resolved.message }), reading },
        400,
      ),
    };
  }
  return { mapped: mapShowRows(read.sheet, resolved.options), reading: resolved.reading };
}

/**
 * /imports/shows — a booking sheet (CSV or TSV, ≤ 5 MB, ≤ 10,000 rows) becomes tours, venues
 * and shows. `/preview` writes nothing and marks each row new, already there or an error;
 * the import writes every new row in one transaction, or nothing. ADR 0016.
 */
export const showImportsRoutes = new Hono<AppEnv>()
  .post("/preview", validate("query", showImportQuerySchema), async (c) => {
    const read = await readRequest(c, c.req.valid("query"));
    if (read.response) return read.response;
    const plan = await previewShowImport(c.var.db, c.var.user.id, read.mapped);
    return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
  })
  .post("/", validate("query", showImportQuerySchema), async (c) => {
    const read = await readRequest(c, c.req.valid("query"));
    if (read.response) return read.response;
    if (read.reading.dateOrderAmbiguous && !read.reading.dateOrderChosen) {
      throw new ApiError(400, DATE_ORDER_NEEDED, { dateOrder: DATE_ORDER_NEEDED });
    }
    const plan = await importShows(c.var.db, actorOf(c), read.mapped);
    return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
  });
