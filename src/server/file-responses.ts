import { storageFullMessage } from "@/domain/merch/artwork-storage";
import type { ArtworkStorage } from "./db/queries/merch/artwork-files";
import { fieldErrors } from "./middleware/errors";

/**
 * What every stored file's routes answer alike (artwork, receipts, shows' files): the 413 of a
 * full storage and the served file's headers. Security headers for user content: app.ts.
 */

/** 413 naming what is used, the limit and this file's size (domain/artwork-storage.ts). */
export function storageFull(storage: ArtworkStorage, fileBytes: number) {
  const message = storageFullMessage(storage, fileBytes, storage.isGuest);
  return fieldErrors({ file: message }, { code: "storage_full", message });
}

/** `attachment; filename="…"` with a UTF-8 form for names beyond ASCII. */
export function disposition(kind: "inline" | "attachment", fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const fileResponse = (
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  length: number,
  type: string,
  contentDisposition: string,
) =>
  new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(length),
      "Content-Disposition": contentDisposition,
    },
  });
