import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { MappedSheetRead } from "@/domain/imports/mapped-sheet";
import { MAX_IMPORT_BYTES, sheetTooLarge } from "@/domain/imports/sheet";
import type { AppEnv } from "./context";
import { fieldErrors } from "./middleware/errors";
import { withBodyUpTo } from "./read-body";

/**
 * The body of every spreadsheet import (shows, a tour's financial rows; ADR 0016): one body
 * limit, one reading, one refusal shape, whatever the sheet becomes.
 */

const tooLarge = () =>
  fieldErrors({ file: sheetTooLarge() }, { code: "payload_too_large", message: sheetTooLarge() });

/** A sheet refused with its reason beside the file (or column) it is about: 400 `validation`. */
export const sheetRefusal = (field: string, message: string) =>
  fieldErrors({ [field]: message }, { message });

/**
 * The imports' own body limit (5 MB of sheet), mounted before the API's general one in
 * app.ts so a file that is too large hears this message.
 */
export const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/** The sheet in the body (≤ 5 MB), as a copy of its own: the read buffer is lent again after this. */
export const uploadedSheet = (c: Context<AppEnv>) =>
  withBodyUpTo(c, MAX_IMPORT_BYTES, tooLarge, async (body) => new Uint8Array(body));

/**
 * A sheet read and mapped, as the request's answer: a sheet that cannot be read answers 400
 * with its reason; one whose columns cannot be resolved answers 400 with how the sheet was
 * read, so the dialog can let the person choose the columns.
 */
export function answerMappedSheet<M, R>(
  c: Context<AppEnv>,
  read: MappedSheetRead<M, R>,
): { response: Response } | { response?: undefined; mapped: M; reading: R } {
  if (read.ok) return { mapped: read.mapped, reading: read.reading };
  const body = sheetRefusal(read.field, read.message).body;
  return { response: c.json(read.reading ? { ...body, reading: read.reading } : body, 400) };
}
