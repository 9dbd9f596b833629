import { type Context, Hono } from "hono";
import { planTicketImport } from "@/domain/tickets/import-plan";
import { type TicketImportQuery, ticketImportQuerySchema } from "@/domain/tickets/import-sheet";
import { dateOrderNeeded } from "@/domain/tours/imports/show-import-query";
import type { AppEnv } from "../../context";
import {
  deleteTicketImport,
  importOfFile,
  listMappings,
  listTicketImports,
  matchableShows,
  rememberedMapping,
  writeTicketImport,
} from "../../db/queries/tickets/imports";
import { heavyJob } from "../../heavy/heavy-job";
import { runHeavy } from "../../heavy/pool";
import { requestLocale, requestTranslator } from "../../i18n/request-locale";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";
import { sheetRefusal, uploadedSheet } from "../../sheet-request";

const IMPORT_NOT_FOUND = "Import not found";
/** Errors listed in a refusal's message; the preview lists them all. */
const LISTED_ERRORS = 5;

/**
 * The upload (CSV, TSV or .xlsx, ≤ 5 MB: the imports' body limit, mounted in app.ts) hashed,
 * read and mapped in a worker thread (ADR 0027), with the seller's remembered mapping; then
 * planned against this workspace's shows only. A sheet that cannot be read, or whose columns
 * cannot be found, answers 400 saying why (with the header, so the person can choose).
 */
async function readTicketRequest(c: Context<AppEnv>, query: TicketImportQuery) {
  const workspaceId = c.get("workspace").id;
  const remembered = await rememberedMapping(c.get("db"), workspaceId, query.seller);
  const bytes = await uploadedSheet(c);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const read = await runHeavy(
    "ticketSheet",
    { bytes, query, remembered, today, locale: requestLocale(c) },
    [bytes.buffer],
  );
  if (!read.ok) {
    const body = sheetRefusal(read.field, read.message).body;
    return { response: c.json(read.reading ? { ...body, reading: read.reading } : body, 400) };
  }
  const shows = await matchableShows(c.get("db"), workspaceId);
  const plan = planTicketImport(read.rows, shows, read.reading.rowsAre, now);
  const already = await importOfFile(c.get("db"), workspaceId, read.hash);
  return {
    read,
    plan,
    alreadyImportedOn: already && !already.replaced ? already.createdAt : null,
  };
}

/** The preview's and the import's answer: how the sheet was read, the summary, the lines. */
const answerOf = (
  r: Exclude<Awaited<ReturnType<typeof readTicketRequest>>, { response: unknown }>,
) => ({
  reading: r.read.reading,
  summary: { ...r.plan.summary, alreadyImportedOn: r.alreadyImportedOn },
  rows: r.plan.rows,
});

/**
 * /imports/tickets — a ticketing export (docs/product.md §24.2): `/preview` writes nothing
 * and lists each show and tier the file counts, and every row's error; the import writes the
 * counts in one transaction. Rows with errors refuse the import unless the person, having
 * seen them, asks to import the rest (`skipErrors=true`): nothing is skipped silently.
 */
export const ticketImportRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTicketImports(c.get("db"), c.get("workspace").id)))
  .get("/mappings", async (c) => c.json(await listMappings(c.get("db"), c.get("workspace").id)))
  .post("/preview", validate("query", ticketImportQuerySchema), heavyJob, async (c) => {
    const read = await readTicketRequest(c, c.req.valid("query"));
    if ("response" in read) return read.response;
    return c.json(answerOf(read));
  })
  .post("/", validate("query", ticketImportQuerySchema), heavyJob, async (c) => {
    const query = c.req.valid("query");
    const read = await readTicketRequest(c, query);
    if ("response" in read) return read.response;
    const { reading } = read.read;
    const { summary, counts, showIds, rows } = read.plan;
    if (read.alreadyImportedOn) {
      const importId = (await importOfFile(c.get("db"), c.get("workspace").id, read.read.hash))?.id;
      return c.json({
        ...answerOf(read),
        imported: false,
        alreadyImportedOn: read.alreadyImportedOn,
        importId,
      });
    }
    if (reading.dateOrderAmbiguous) {
      throw fieldErrors({ dateOrder: dateOrderNeeded() }, { message: dateOrderNeeded() });
    }
    if (summary.errors > 0 && query.skipErrors !== "true") {
      const reasons = rows.flatMap((r) => (r.status === "error" ? [r.reason] : []));
      const message = requestTranslator(c).t(
        {
          id: "tickets.import.rowsHaveErrors",
          defaultMessage:
            "{count, plural, one {# row has an error} other {# rows have errors}}, so nothing was imported: {listed}{more, plural, =0 {} other {; and # more}}. Correct the file, or import the other rows without them.",
        },
        {
          count: reasons.length,
          listed: reasons.slice(0, LISTED_ERRORS).join("; "),
          more: Math.max(0, reasons.length - LISTED_ERRORS),
        },
      );
      return c.json({ ...sheetRefusal("file", message).body, ...answerOf(read) }, 400);
    }
    if (counts.length === 0) {
      const message = requestTranslator(c).t({
        id: "tickets.import.nothingCounts",
        defaultMessage: "No row of this file counts toward a show: nothing to import.",
      });
      throw fieldErrors({ file: message }, { message });
    }
    const written = await writeTicketImport(c.get("db"), c.get("workspace").id, {
      seller: query.seller,
      fileName: query.fileName || "Ticketing export",
      fileHash: read.read.hash,
      rowCount: summary.rows,
      showIds,
      counts,
      mapping: read.read.mapping,
      userId: c.get("user").id,
    });
    const answer = answerOf(read);
    // Another upload of the same file won the lock: the answer says so, as the early one does.
    if (!written.imported) answer.summary.alreadyImportedOn = written.alreadyImportedOn;
    return c.json({ ...answer, ...written });
  })
  .delete("/:importId", idParams(["importId"], IMPORT_NOT_FOUND), async (c) => {
    const { importId } = c.req.valid("param");
    if (!(await deleteTicketImport(c.get("db"), c.get("workspace").id, importId))) {
      throw notFound(IMPORT_NOT_FOUND);
    }
    return c.json({ id: importId });
  });
