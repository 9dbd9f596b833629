import { type Context, Hono } from "hono";
import { csvStart, excelCsvQuerySchema } from "@/domain/exports";
import {
  bandsintownCsv,
  bandsintownFileName,
  bandsintownPartCount,
  bandsintownPartMissing,
  bandsintownQuerySchema,
  bandsintownZipName,
} from "@/domain/listings/bandsintown";
import { songkickCsv, songkickFileName } from "@/domain/listings/songkick";
import { uploadShows } from "@/domain/listings/upload-shows";
import type { AppEnv } from "../../context";
import { readPublicShowRows } from "../../db/queries/listings/public-dates";
import { csvDownload } from "../../download";
import { notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { validate } from "../../middleware/validate";
import { type ZipEntry, zipStream } from "../../reports/zip-stream";

/** Which Bandsintown file, and whether for Excel (ADR 0004). */
const bandsintownCsvQuerySchema = bandsintownQuerySchema.extend(excelCsvQuerySchema.shape);

/** A zip entry's bytes come piece by piece (zip-stream.ts); a part's CSV is one small piece. */
async function* one(text: string) {
  yield text;
}

/** The shows the upload carries: upcoming, confirmed, announced now or later, not hidden or cancelled. */
async function uploadOf(c: Context<AppEnv>) {
  return uploadShows(await readPublicShowRows(c.get("db"), c.get("workspace").id), new Date());
}

/**
 * The listings sites' bulk uploads (docs/product.md §23, "Listings uploads"): Bandsintown's in
 * files of 50 rows, one at a time or all in a zip, and Songkick's, one file. Owners and
 * managers (the route table), under the export slots.
 */
export const listingExportRoutes = new Hono<AppEnv>()
  .get("/bandsintown.csv", validate("query", bandsintownCsvQuerySchema), exportSlot, async (c) => {
    const { part, excel } = c.req.valid("query");
    const shows = await uploadOf(c);
    const csv = bandsintownCsv(shows, part);
    if (csv === null) throw notFound(bandsintownPartMissing(part, shows.length));
    return csvDownload(csv, bandsintownFileName(c.get("workspace").name, part), excel);
  })
  .get("/bandsintown.zip", validate("query", excelCsvQuerySchema), exportSlot, async (c) => {
    const { excel } = c.req.valid("query");
    const shows = await uploadOf(c);
    const act = c.get("workspace").name;
    const now = new Date();
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let part = 1; part <= bandsintownPartCount(shows.length); part++) {
        const csv = bandsintownCsv(shows, part)!;
        yield {
          name: bandsintownFileName(act, part),
          deflate: true,
          modified: now,
          pieces: one(csvStart(excel) + csv),
        };
      }
    }
    return c.body(zipStream(entries()), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${bandsintownZipName(act)}"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/songkick.csv", validate("query", excelCsvQuerySchema), exportSlot, async (c) => {
    const csv = songkickCsv(await uploadOf(c));
    return csvDownload(csv, songkickFileName(c.get("workspace").name), c.req.valid("query").excel);
  });
