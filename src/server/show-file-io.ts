import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  MAX_SHOW_FILE_BYTES,
  type ShowFile,
  type ShowFileKind,
  showFileKindSchema,
  showFileTooLarge,
  showFileWrongType,
} from "@/domain/logistics/show-files";
import { cleanFileName, isImageType, sniffArtworkType } from "@/domain/merch/artwork-files";
import type { AppEnv } from "./context";
import type { Db } from "./db/client";
import { showFileStream } from "./db/queries/logistics/show-files";
import type { StorageFull } from "./db/queries/merch/artwork-files";
import { disposition, fileResponse, storageFull } from "./file-responses";
import { requestTranslator } from "./i18n/request-locale";
import { releaseGarbage } from "./memory";
import { fieldErrors } from "./middleware/errors";
import { withBodyUpTo } from "./read-body";

/**
 * A show's file in and out (issue 38), for the members' routes and the venue's link alike:
 * the raw file is the body (?name= and ?kind=), its type read from its bytes; served as a
 * stream of its pieces, an image inline, a PDF as a download (ADR 0013's rules for artwork).
 */
const tooLarge = () =>
  fieldErrors(
    { file: showFileTooLarge() },
    { code: "payload_too_large", message: showFileTooLarge() },
  );

export const showFileBodyLimit = bodyLimit({
  maxSize: MAX_SHOW_FILE_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/** The kind named by ?kind=, or a 400 naming it. */
export function kindOf(c: Context): ShowFileKind {
  // Parsed inside the request's language: zod writes the refusal as it reads the error.
  const read = requestTranslator(c as Context<AppEnv>).within(() => {
    const parsed = showFileKindSchema.safeParse(c.req.query("kind"));
    return parsed.success ? parsed : { ...parsed, refusal: parsed.error.issues[0]?.message };
  });
  if (!read.success) throw fieldErrors({ kind: read.refusal ?? "Kind" });
  return read.data;
}

/**
 * Reads the upload and hands it to `store` once its type is known to be a PDF or an image:
 * 413 past 10 MB or past the storage, 415 for any other type. `store` answers undefined when
 * the show is not there (the route's 404).
 */
export async function receiveShowFile(
  c: Context,
  store: (file: {
    fileName: string;
    contentType: string;
    data: Buffer;
  }) => Promise<ShowFile | StorageFull | undefined>,
): Promise<ShowFile | undefined> {
  return withBodyUpTo(c, MAX_SHOW_FILE_BYTES, tooLarge, async (data) => {
    releaseGarbage();
    const contentType = data.length ? sniffArtworkType(data) : null;
    if (!contentType) {
      throw fieldErrors(
        { file: showFileWrongType() },
        { code: "unsupported_media_type", message: showFileWrongType() },
      );
    }
    const stored = await store({
      fileName: cleanFileName(c.req.query("name")),
      contentType,
      data,
    });
    if (stored && "storageFull" in stored) throw storageFull(stored.storageFull, data.length);
    return stored;
  });
}

/** The file as a stream of its pieces; user content, never a page of ours (headers in app.ts). */
export function showFileResponse(db: Db, workspaceId: string, file: ShowFile) {
  const kind = isImageType(file.contentType) ? "inline" : "attachment";
  return fileResponse(
    showFileStream(db, workspaceId, file),
    file.sizeBytes,
    file.contentType,
    disposition(kind, file.fileName),
  );
}
