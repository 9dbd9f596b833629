import { Hono } from "hono";
import { cleanFileName, isImageType, MAX_ARTWORK_BYTES } from "@/domain/merch/artwork-files";
import { fitsInStorage } from "@/domain/merch/artwork-storage";
import { processArtwork } from "../../artwork";
import type { AppEnv } from "../../context";
import {
  deleteReceiptFile,
  findReceiptFile,
  replaceReceiptFile,
} from "../../db/queries/finances/receipts";
import { findArtworkStorage } from "../../db/queries/merch/artwork-files";
import { releaseGarbage } from "../../memory";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { withBodyUpTo } from "../../read-body";
import {
  disposition,
  fileResponse,
  fileStream,
  storageFull,
  tooLarge,
} from "../merch/artwork-files";

const ROW_NOT_FOUND = "Financial row not found";
const NO_RECEIPT = "This row has no receipt";

/**
 * /tours/:tourId/financials/:id/receipt — a financial row's receipt (issue 36): a PDF or an
 * image, kept as the workspace's artwork files are (same checks of the bytes, same 10 MB and
 * the same storage limit), served with the same sandboxing headers (app.ts).
 */
export const receiptRoutes = new Hono<AppEnv>()
  .put("/", idParams(["tourId", "id"], ROW_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    const workspaceId = c.get("workspace").id;
    // Refused on its declared length before it is read, as an artwork upload is.
    const declared = Number(c.req.header("content-length"));
    if (declared > 0) {
      const storage = await findArtworkStorage(c.get("db"), workspaceId);
      if (storage && !fitsInStorage(storage, declared)) throw storageFull(storage, declared);
    }
    const receipt = await withBodyUpTo(c, MAX_ARTWORK_BYTES, tooLarge, async (data) => {
      releaseGarbage();
      const processed = await processArtwork(data);
      if ("refused" in processed) {
        throw fieldErrors({ file: processed.refused }, { message: processed.refused });
      }
      const stored = await replaceReceiptFile(c.get("db"), workspaceId, tourId, id, {
        ...processed,
        fileName: cleanFileName(c.req.query("name") || "receipt"),
        data,
      });
      if (stored && "storageFull" in stored) throw storageFull(stored.storageFull, data.length);
      return stored;
    });
    if (!receipt) throw notFound(ROW_NOT_FOUND);
    return c.json(receipt, 201);
  })
  .get("/", idParams(["tourId", "id"], ROW_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    const file = await findReceiptFile(c.get("db"), c.get("workspace").id, tourId, id);
    if (!file) throw notFound(NO_RECEIPT);
    const kind = isImageType(file.contentType) ? "inline" : "attachment";
    return fileResponse(
      fileStream(c.get("db"), c.get("workspace").id, file.id, file.sizeBytes),
      file.sizeBytes,
      file.contentType,
      disposition(kind, file.fileName),
    );
  })
  .delete("/", idParams(["tourId", "id"], ROW_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteReceiptFile(c.get("db"), c.get("workspace").id, tourId, id)))
      throw notFound(NO_RECEIPT);
    return c.json({ id });
  });
