import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import {
  artworkTooLarge,
  cleanFileName,
  isImageType,
  MAX_ARTWORK_BYTES,
} from "@/domain/merch/artwork-files";
import { fitsInStorage } from "@/domain/merch/artwork-storage";
import { processArtwork } from "../../artwork";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import {
  artworkFileStream,
  deleteArtworkFile,
  findArtworkFile,
  findArtworkStorage,
  insertArtworkFile,
  readArtworkThumbnail,
} from "../../db/queries/merch/artwork-files";
import { designStatus } from "../../db/queries/merch/design-projects";
import { disposition, fileResponse, storageFull } from "../../file-responses";
import { releaseGarbage } from "../../memory";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { withBodyUpTo } from "../../read-body";
import { PROJECT_NOT_FOUND } from "./design-projects";

const FILE_NOT_FOUND = "File not found";

/**
 * The upload's own body limit: 10 MB of file, refused before it is read in full when the
 * length is declared, and as soon as it is passed otherwise. (The API's general limit is far
 * lower; this route is the exception.)
 */
export const artworkBodyLimit = bodyLimit({
  maxSize: MAX_ARTWORK_BYTES,
  onError: () => {
    throw tooLarge();
  },
});
export const tooLarge = () =>
  fieldErrors(
    { file: artworkTooLarge() },
    { code: "payload_too_large", message: artworkTooLarge() },
  );

/**
 * A served file is user content: it may never run as a page of ours. The browser is told not
 * to guess its type and to treat it as a sandboxed, script-less document. Mounted outside the
 * app's general security headers (app.ts), so these win.
 */
export const artworkResponseHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set(
    "Content-Security-Policy",
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  );
  c.res.headers.set("Cache-Control", "private, no-store");
});

/** A stored proof or receipt, piece by piece as the client takes it (file-chunks.ts). */
export const fileStream = (db: Db, workspaceId: string, fileId: string, sizeBytes: number) =>
  artworkFileStream(db, workspaceId, { id: fileId, sizeBytes });

// Moved to file-responses.ts (shared with shows' files); named here still for their callers.
export { disposition, fileResponse, storageFull };

/** /merch/projects/:projectId/files — upload a proof: the raw file is the body, ?name= its name. */
export const projectFilesRoutes = new Hono<AppEnv>().post(
  "/",
  idParams(["projectId"], PROJECT_NOT_FOUND),
  async (c) => {
    const { projectId } = c.req.valid("param");
    // Whose project it is, before the file is read and decoded: another account's upload
    // costs us one indexed lookup, not an image decode. (The insert checks again, in case
    // the project is deleted meanwhile.)
    if (!(await designStatus(c.get("db"), c.get("workspace").id, projectId))) {
      throw notFound(PROJECT_NOT_FOUND);
    }
    // A file that cannot fit is refused on its declared length, before it is read and
    // decoded; the insert checks again with the real size, in turn with other uploads.
    const declared = Number(c.req.header("content-length"));
    if (declared > 0) {
      const storage = await findArtworkStorage(c.get("db"), c.get("workspace").id);
      if (storage && !fitsInStorage(storage, declared)) throw storageFull(storage, declared);
    }
    const file = await withBodyUpTo(c, MAX_ARTWORK_BYTES, tooLarge, async (data) => {
      releaseGarbage(); // the socket's pieces of the body, copied into `data`
      // The thumbnail is made from the upload itself, before anything is stored.
      const processed = await processArtwork(data);
      if ("refused" in processed) {
        throw fieldErrors({ file: processed.refused }, { message: processed.refused });
      }
      const stored = await insertArtworkFile(c.get("db"), c.get("workspace").id, projectId, {
        ...processed,
        fileName: cleanFileName(c.req.query("name")),
        data,
      });
      if (stored && "storageFull" in stored) throw storageFull(stored.storageFull, data.length);
      return stored;
    });
    if (!file) throw notFound(PROJECT_NOT_FOUND);
    return c.json(file, 201);
  },
);

/** /merch/files/:fileId — a proof and its thumbnail, only ever to their own account. */
export const artworkFilesRoutes = new Hono<AppEnv>()
  .get("/:fileId", idParams(["fileId"], FILE_NOT_FOUND), async (c) => {
    const { fileId } = c.req.valid("param");
    const file = await findArtworkFile(c.get("db"), c.get("workspace").id, fileId);
    if (!file) throw notFound(FILE_NOT_FOUND);
    // Images open in the browser (sandboxed); a PDF is downloaded, never rendered as ours.
    const kind = isImageType(file.contentType) ? "inline" : "attachment";
    return fileResponse(
      fileStream(c.get("db"), c.get("workspace").id, fileId, file.sizeBytes),
      file.sizeBytes,
      file.contentType,
      disposition(kind, file.fileName),
    );
  })
  .get("/:fileId/thumbnail", idParams(["fileId"], FILE_NOT_FOUND), async (c) => {
    const { fileId } = c.req.valid("param");
    const thumb = await readArtworkThumbnail(c.get("db"), c.get("workspace").id, fileId);
    if (!thumb) throw notFound(FILE_NOT_FOUND);
    const name = `${thumb.fileName.replace(/\.[^.]*$/, "")}-thumbnail.webp`;
    // A Buffer is a Uint8Array over an ordinary ArrayBuffer here; no copy is made.
    const data = thumb.data as Uint8Array<ArrayBuffer>;
    return fileResponse(data, data.byteLength, "image/webp", disposition("inline", name));
  })
  .delete("/:fileId", idParams(["fileId"], FILE_NOT_FOUND), async (c) => {
    const { fileId } = c.req.valid("param");
    if (!(await deleteArtworkFile(c.get("db"), c.get("workspace").id, fileId)))
      throw notFound(FILE_NOT_FOUND);
    return c.json({ id: fileId });
  });
