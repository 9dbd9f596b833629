import { type Context, Hono } from "hono";
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
import { file } from "../../download";
import { notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { validate } from "../../middleware/validate";
import { type ZipEntry, zipStream } from "../../reports/zip-stream";

const CSV = "text/csv; charset=utf-8";

/** A zip entry's bytes come piece by piece (zip-stream.ts); a part's CSV is one small piece. */
async function* one(text: string) {
  yield text;
}

/** The shows the upload carries: upcoming, confirmed, announced now or later, not hidden or cancelled. */
async function uploadOf(c: Context<AppEnv>) {
  return uploadShows(await readPublicShowRows(c.var.db, c.var.workspace.id), new Date());
}

/**
 * The listings sites' bulk uploads (docs/product.md §23, "Listings uploads"): Bandsintown's in
 * files of 50 rows, one at a time or all in a zip, and Songkick's, one file. Owners and
 * managers (the route table), under the export slots.
 */
export const listingExportRoutes = new Hono<AppEnv>()
  .get("/bandsintown.csv", validate("query", bandsintownQuerySchema), exportSlot, async (c) => {
    const { part } = c.req.valid("query");
    const shows = await uploadOf(c);
    const csv = bandsintownCsv(shows, part);
    if (csv === null) throw notFound(bandsintownPartMissing(part, shows.length));
    return file(csv, CSV, bandsintownFileName(c.var.workspace.name, part));
  })
  .get("/bandsintown.zip", exportSlot, async (c) => {
    const shows = await uploadOf(c);
    const act = c.var.workspace.name;
    const now = new Date();
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let part = 1; part <= bandsintownPartCount(shows.length); part++) {
        const csv = bandsintownCsv(shows, part)!;
        yield {
          name: bandsintownFileName(act, part),
          deflate: true,
          modified: now,
          pieces: one(csv),
        };
      }
    }
    return c.body(zipStream(entries()), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${bandsintownZipName(act)}"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/songkick.csv", exportSlot, async (c) => {
    const act = c.var.workspace.name;
    return file(songkickCsv(await uploadOf(c)), CSV, songkickFileName(act));
  });
