import { gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AccountCache } from "./account-cache";
import type { AppEnv } from "./context";
import type { Db } from "./db/client";
import { workspaceVersion } from "./db/queries/team/workspace-version";

/** An answer as computed once: its text, and its gzip made on the first client asking. */
export interface Computed {
  text: string;
  gzip?: Buffer<ArrayBuffer>;
}

/** As compress() does: smaller answers go as they are. */
const GZIP_FROM_BYTES = 1024;
const acceptsGzip = (header: string | undefined) =>
  header !== undefined && /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0*)?\s*(,|$))|$)/i.test(header);

/** The JSON text of an answer about `workspaceId`'s data, reused from `cache` while its version holds. */
export async function versionedText<T>(
  db: Db,
  workspaceId: string,
  cache: AccountCache<Computed>,
  compute: () => Promise<T>,
  knownVersion?: number,
): Promise<Computed> {
  const version = knownVersion ?? (await workspaceVersion(db, workspaceId));
  let entry = cache.get(workspaceId, version);
  if (entry === undefined) {
    entry = { text: JSON.stringify(await compute()) };
    cache.set(workspaceId, version, entry);
  }
  return entry;
}

/**
 * An answer computed from the signed-in account's data, reused from `cache` while the
 * account's version holds (read first, one indexed row; see schema/account-versions.ts),
 * compressed once rather than on every request. The text is what c.json would send; the
 * type tells the client what it holds.
 */
export async function versionedJson<T>(
  c: Context<AppEnv>,
  cache: AccountCache<Computed>,
  compute: () => Promise<T>,
) {
  // The session check read the version already when it had the session cached.
  const entry = await versionedText(
    c.var.db,
    c.var.workspace.id,
    cache,
    compute,
    c.var.workspaceVersion,
  );
  const headers: Record<string, string> = {
    "content-type": "application/json",
    vary: "Accept-Encoding",
  };
  let res: Response;
  if (
    Buffer.byteLength(entry.text) >= GZIP_FROM_BYTES &&
    acceptsGzip(c.req.header("accept-encoding"))
  ) {
    entry.gzip ??= gzipSync(entry.text);
    headers["content-encoding"] = "gzip";
    headers["content-length"] = String(entry.gzip.byteLength);
    res = c.body(entry.gzip, 200, headers);
  } else {
    headers["content-length"] = String(Buffer.byteLength(entry.text));
    res = c.body(entry.text, 200, headers);
  }
  return res as unknown as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
