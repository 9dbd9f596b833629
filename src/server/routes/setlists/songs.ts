import { type Context, Hono } from "hono";
import { excelCsvQuerySchema } from "@/domain/exports";
import {
  type CatalogueSong,
  duplicateIswcMessage,
  songInUseMessage,
} from "@/domain/setlists/catalogue";
import { type SongImportQuery, songImportQuerySchema } from "@/domain/setlists/song-import";
import { songInputSchema } from "@/domain/setlists/songs";
import { songsToCsv } from "@/domain/setlists/songs-csv";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AppEnv } from "../../context";
import { importSongs, previewSongImport } from "../../db/queries/setlists/song-imports";
import {
  createSong,
  deleteSong,
  getSong,
  listSongs,
  listSongsForCsv,
  type SongWriteError,
  updateSong,
} from "../../db/queries/setlists/songs";
import { csvDownload } from "../../download";
import { heavyJob } from "../../heavy/heavy-job";
import { runHeavy } from "../../heavy/pool";
import { requestLocale, requestTranslator } from "../../i18n/request-locale";
import { fieldErrors, notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";
import { sheetRefusal, uploadedSheet } from "../../sheet-request";

const SONG_NOT_FOUND = "Song not found";

/** A song or the refusal of its ISWC: 409, on the ISWC field, naming the song that has it. */
function songOrConflict(result: CatalogueSong | SongWriteError): CatalogueSong {
  if (!("duplicateIswcOf" in result)) return result;
  const message = duplicateIswcMessage(result.duplicateIswcOf);
  throw fieldErrors({ iswc: message }, { code: "conflict", message });
}

/** The song catalogue: /api/songs (issue 50 item 1, docs/product.md §22.1). */
export const songRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listSongs(c.get("db"), c.get("workspace").id)))
  .post("/", validate("json", songInputSchema), async (c) => {
    const song = await createSong(c.get("db"), c.get("workspace").id, c.req.valid("json"));
    return c.json(songOrConflict(song), 201);
  })
  .get("/:songId", idParams(["songId"], SONG_NOT_FOUND), async (c) => {
    const song = await getSong(c.get("db"), c.get("workspace").id, c.req.valid("param").songId);
    if (!song) throw notFound(SONG_NOT_FOUND);
    return c.json(song);
  })
  .put(
    "/:songId",
    idParams(["songId"], SONG_NOT_FOUND),
    validate("json", songInputSchema),
    async (c) => {
      const { songId } = c.req.valid("param");
      const song = await updateSong(
        c.get("db"),
        c.get("workspace").id,
        songId,
        c.req.valid("json"),
      );
      if (!song) throw notFound(SONG_NOT_FOUND);
      return c.json(songOrConflict(song));
    },
  )
  .delete("/:songId", idParams(["songId"], SONG_NOT_FOUND), async (c) => {
    const { songId } = c.req.valid("param");
    const result = await deleteSong(c.get("db"), c.get("workspace").id, songId);
    if ("missing" in result) throw notFound(SONG_NOT_FOUND);
    if ("inUse" in result) {
      // 409: the song stays; the message names the sets to take it out of first.
      // In the reader's language, a show's date in its format (issue 55).
      const message = requestTranslator(c).within(() =>
        songInUseMessage(result.title, result.inUse),
      );
      throw fieldErrors({ song: message }, { code: "conflict", message });
    }
    return c.json({ id: songId });
  });

/**
 * The sheet in the body (CSV, TSV or .xlsx, ≤ 5 MB) read and mapped in a worker thread (ADR
 * 0027); a sheet that cannot be read, or whose columns cannot be found, answers 400 saying
 * why (with the header, so the dialog can let the person choose the columns).
 */
async function readSongRequest(c: Context<AppEnv>, query: SongImportQuery) {
  const bytes = await uploadedSheet(c);
  const read = await runHeavy("songSheet", { bytes, query, locale: requestLocale(c) }, [
    bytes.buffer,
  ]);
  if (read.ok) return read;
  const body = sheetRefusal(read.field, read.message).body;
  return { response: c.json(read.reading ? { ...body, reading: read.reading } : body, 400) };
}

/**
 * /imports/songs — a catalogue sheet: `/preview` writes nothing and marks each row new,
 * will update, already there or an error; the import writes them all in one transaction, or
 * nothing (docs/product.md §22.1).
 */
export const songImportRoutes = new Hono<AppEnv>()
  .post("/preview", validate("query", songImportQuerySchema), heavyJob, async (c) => {
    const read = await readSongRequest(c, c.req.valid("query"));
    if ("response" in read) return read.response;
    const plan = await previewSongImport(c.get("db"), c.get("workspace").id, read.mapped);
    return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
  })
  .post("/", validate("query", songImportQuerySchema), heavyJob, async (c) => {
    const read = await readSongRequest(c, c.req.valid("query"));
    if ("response" in read) return read.response;
    const plan = await importSongs(c.get("db"), c.get("workspace").id, read.mapped);
    return c.json({ reading: read.reading, summary: plan.summary, rows: plan.rows });
  });

/** The catalogue as a CSV in the import's own columns: /api/exports/songs.csv. */
export const songExportRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", excelCsvQuerySchema),
  exportSlot,
  async (c) => {
    const songs = await listSongsForCsv(c.get("db"), c.get("workspace").id);
    const name = `songs-${utcDateStamp(new Date())}.csv`;
    return csvDownload(songsToCsv(songs), name, c.req.valid("query").excel);
  },
);
