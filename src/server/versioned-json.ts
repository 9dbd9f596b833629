import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { seesMoney } from "@/domain/team/roles";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AccountCache } from "./account-cache";
import type { AppEnv } from "./context";
import type { Db } from "./db/client";
import { workspaceVersion } from "./db/queries/team/workspace-version";
import { inEnglish } from "./i18n/ambient-words";
import { encodingFor, gzippedHeaders } from "./middleware/known-length";

/** An answer as computed once: its text, and its gzip made for the first client asking. */
export interface Computed {
  text: string;
  /** Being made (readers meanwhile wait for the same), then made. */
  gzip?: Buffer<ArrayBuffer> | Promise<Buffer<ArrayBuffer>>;
}

const gzipInThreadPool = promisify(gzip);

/** Whose answer: a workspace's data, as someone who does or does not see money reads it. */
export interface Viewer {
  workspaceId: string;
  withMoney: boolean;
}

/**
 * The JSON text of an answer about a workspace's data, reused from `cache` while its version
 * holds. Crew and artists have their own entry: `compute` is told whether the reader sees
 * money and shapes the answer for them (domain/hidden.ts). One entry serves every reader,
 * whatever their language: the answer carries facts, and anything the domain still words or
 * dates itself is computed in English, never in the first reader's (ADR 0035).
 */
export async function versionedText<T>(
  db: Db,
  viewer: Viewer,
  cache: AccountCache<Computed>,
  compute: (seesMoney: boolean) => Promise<T>,
  knownVersion?: number,
): Promise<Computed> {
  const { workspaceId, withMoney } = viewer;
  const version = knownVersion ?? (await workspaceVersion(db, workspaceId));
  // A tour's status changes with the date alone (tourStatus), so an answer holds for one
  // UTC day at most, even while no write bumps the version.
  const day = utcDateStamp(new Date());
  const key = `${withMoney ? workspaceId : `${workspaceId} without money`} ${day}`;
  let entry = cache.get(key, version);
  if (entry === undefined) {
    entry = { text: JSON.stringify(await inEnglish(() => compute(withMoney))) };
    cache.set(key, version, entry);
  }
  return entry;
}

/**
 * An answer computed from the workspace's data, reused from `cache` while the workspace's
 * version holds (read first, one indexed row; see schema/workspace-versions.ts),
 * compressed once rather than on every request. The text is what c.json would send; the
 * type tells the client what it holds.
 */
export async function versionedJson<T>(
  c: Context<AppEnv>,
  cache: AccountCache<Computed>,
  compute: (seesMoney: boolean) => Promise<T>,
) {
  const withMoney = seesMoney(c.get("workspace").role);
  // The session check read the version already when it had the session cached.
  const entry = await versionedText(
    c.get("db"),
    { workspaceId: c.get("workspace").id, withMoney },
    cache,
    compute,
    c.get("workspaceVersion"),
  );
  return sendComputed<T>(c, entry);
}

/**
 * A computed answer as the response: gzipped once (kept with the text) when the client takes
 * it and it is worth it, else the text with its length. The gzip is made in zlib's thread
 * pool, not on the server's one thread: a big tour's finance answer (450 KB) took 3.5 ms
 * there on the first read after every write. The type tells the client what it holds.
 */
export function sendComputed<T>(c: Context<AppEnv>, entry: Computed) {
  type Answer = Response & TypedResponse<JSONParsed<T>, 200, "json">;
  const send = (body: string | Buffer<ArrayBuffer>, headers: Record<string, string>) =>
    c.body(body, 200, { "content-type": "application/json", ...headers }) as unknown as Answer;
  const encoding = encodingFor(c, Buffer.byteLength(entry.text));
  if (encoding !== "gzip") return send(entry.text, encoding);
  // Made already: answered at once, as every read of a kept answer but the first is.
  if (Buffer.isBuffer(entry.gzip)) return send(entry.gzip, gzippedHeaders(entry.gzip));
  entry.gzip ??= gzipInThreadPool(entry.text).then(
    (bytes) => (entry.gzip = bytes as Buffer<ArrayBuffer>),
    (error: unknown) => {
      entry.gzip = undefined;
      throw error;
    },
  );
  return entry.gzip.then((bytes) => send(bytes, gzippedHeaders(bytes)));
}

/**
 * What one reader's `compute` gives (a day sheet, an itinerary: each person's own travel),
 * kept under `key` while the workspace's version holds, as versionedText keeps a workspace's
 * answers; the version is read first. The key names everything else the answer depends on
 * (the reader, their role, their language); `stillHolds` checks what no version counts.
 * Undefined (not found) is not kept. The value is shared by every request that hits it:
 * never change it.
 */
export async function keptWhileVersion<T>(
  c: Context<AppEnv>,
  cache: AccountCache<T>,
  key: string,
  compute: () => Promise<T | undefined>,
  stillHolds?: (kept: T) => Promise<boolean>,
): Promise<T | undefined> {
  const workspaceId = c.get("workspace").id;
  const version = c.get("workspaceVersion") ?? (await workspaceVersion(c.get("db"), workspaceId));
  const kept = cache.get(`${workspaceId} ${key}`, version);
  if (kept !== undefined && (!stillHolds || (await stillHolds(kept)))) return kept;
  const value = await compute();
  if (value !== undefined) cache.set(`${workspaceId} ${key}`, version, value);
  return value;
}
