/**
 * What the service worker may keep for use offline, and under which account (ADR 0018).
 * Shared by the server (which names the account of every answer), the service worker (which
 * stores and serves answers) and the client (which names the account it asks for, and
 * deletes that account's answers on sign-out).
 */

/**
 * The account an answer belongs to, or a request is made for. The server sets it on every
 * answer behind a session; the client sends it with every API call. Today an account is a
 * user; with workspaces (issue 24) it becomes the active workspace's id, and nothing else
 * changes: the cache is named after whatever this header carries.
 */
export const ACCOUNT_HEADER = "X-Tribe-Account";

/** Set by the service worker on an answer it saved: when it was saved (ISO time). */
export const SAVED_AT_HEADER = "X-Tribe-Saved-At";

/** Every cache of API answers starts with this; the rest of its name is the account. */
export const API_CACHE_PREFIX = "tribe-api-v1:";

/** The cache that holds one account's answers. */
export const apiCacheName = (accountId: string) => `${API_CACHE_PREFIX}${accountId}`;

/**
 * The cache of a show's files (stage plot, riders) saved with its day sheet (issue 38), and its
 * stage copy saved with its set (issue 50): a
 * runtime cache, never the precache. Under the API prefix, so whatever forgets an account's
 * answers (sign-out, a switch) forgets its files too; ":" is no account id's, so the name
 * never meets another account's answers.
 */
export const SHOW_FILES_CACHE_PREFIX = `${API_CACHE_PREFIX}files:`;
export const showFilesCacheName = (accountId: string) => `${SHOW_FILES_CACHE_PREFIX}${accountId}`;

/** A show's file as the day sheet links it: /api/tours/:tourId/advances/:showId/files/:fileId. */
export const isShowFilePath = (pathname: string) =>
  /^\/api\/tours\/[^/]+\/advances\/[^/]+\/files\/[^/]+$/.test(pathname);

/** A show's stage copy (issue 50): saved with its set, served offline like a show's file. */
const isStageCopyPath = (pathname: string) =>
  /^\/api\/tours\/[^/]+\/set-lists\/[^/]+\/pdf$/.test(pathname);

/** What the files cache holds: a show's files and its stage copy. */
export const isSavedFilePath = (pathname: string) =>
  isShowFilePath(pathname) || isStageCopyPath(pathname);

/** At most this many files are kept (up to 10 MB each); the oldest saved go first. */
export const MAX_SAVED_SHOW_FILES = 40;

/** An account id as the server issues them (better-auth ids, UUIDs): nothing else names a cache. */
export const isAccountId = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(value);

/**
 * Never kept, whatever the method: sign-in and sessions, exports and reports (files a user
 * saves, and the account export), the calendar feed and its secret, uploads and imports,
 * artwork files, health. Checked by path segment, so a route added under one of these is
 * excluded too.
 */
const NEVER = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/feeds(\/|$)/,
  /^\/api\/calendar-feed(\/|$)/,
  /^\/api\/health(\/|$)/,
  /^\/api\/imports(\/|$)/,
  /^\/api\/profile\/export(\/|$)/,
  /\/exports(\/|$)/,
  /\/files(\/|$)/,
  /\/pdf(\/|$)/,
  /\/csv(\/|$)/,
];

/** A file's name at the end of the path (tours.csv, sheet.pdf): a download, never kept. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * Whether a request is a read the service worker keeps for offline use: a GET of a JSON
 * answer under /api that is none of the above. Writes are never kept (they are refused
 * offline by the client).
 */
export function isCacheableApiRead(method: string, pathname: string): boolean {
  if (method !== "GET") return false;
  if (!pathname.startsWith("/api/")) return false;
  if (FILE_NAME.test(pathname)) return false;
  return !NEVER.some((pattern) => pattern.test(pathname));
}

/** Marks the reads the app makes ahead for offline use (road-days.ts), not for a page. */
export const PURPOSE_HEADER = "X-Tribe-Purpose";
