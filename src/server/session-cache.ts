import type { SessionUser } from "./auth";
import type { ChangeNotices } from "./db/change-notices";
import { TokensByUser } from "./tokens-by-user";

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  /** The session's row key in the database (the cookie holds it signed). */
  token: string;
  /** When the session itself expires (better-auth's expiresAt). */
  expiresAt: number;
  /** The user row `user` was read from (session-standing.ts): a changed row ends this copy. */
  userRow: string;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

const RECHECK_MS = 10 * 60_000;

/** Cookie names better-auth uses for the session token (the second one under HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The signed session token of a request, or undefined without one. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}

/**
 * The session token a signed cookie value claims, not yet checked: what precedes its
 * signature, decoded as better-auth decodes it. Undefined when it cannot be one (a NUL byte,
 * which PostgreSQL refuses in text): such a cookie is only ever a forgery, and reads as none.
 */
export function claimedToken(signedValue: string): string | undefined {
  let value = signedValue;
  try {
    value = decodeURIComponent(signedValue);
  } catch {
    // Not percent-encoded after all: as it came.
  }
  if (value.includes("\0")) return undefined;
  const dot = value.lastIndexOf(".");
  return dot < 1 ? value : value.slice(0, dot);
}

/**
 * Sessions this process has checked through better-auth in the last `ttlMs` (its full check:
 * signature, session and user, expiry refresh), keyed by the signed cookie value, which
 * better-auth verified before it was cached. A cached session's row is still re-read on every
 * request in one small statement (middleware/session.ts), so a sign-out, revocation, password
 * change or deletion on any process ends it at once. What the cache saves is better-auth's
 * own check. The user's fields it keeps are never stale either: the same statement reads a
 * fingerprint of the user row, and a copy taken from another row is not used (a name changed
 * on another process; this one also forgets its copy at once) (docs/decisions/0041-session-
 * copy-by-user-row.md). On the embedded database one process hears of every change to an
 * account as it is made (db/change-notices.ts): the re-read is kept in memory too
 * (standing-cache.ts; docs/decisions/0021-session-check-in-process.md).
 */
export class SessionCache {
  private readonly entries = new TokensByUser<Entry>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(
    opts: {
      ttlMs?: number;
      max?: number;
      now?: () => number;
      /** The embedded database's word of every change (change-notices.ts). */
      notices?: ChangeNotices;
    } = {},
  ) {
    // A copy is checked against the user row on every request, so it need not be distrusted
    // on a timer; better-auth is still asked now and then, which extends a session in use.
    this.ttlMs = opts.ttlMs ?? RECHECK_MS;
    this.max = opts.max ?? 10_000;
    this.now = opts.now ?? Date.now;
    opts.notices?.subscribe((notice) => {
      if (notice.kind === "user") this.forgetUser(notice.id);
      if (notice.kind === "unknown") this.entries.clear();
    });
  }

  get(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.cachedAt >= this.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, session: CachedSession) {
    if (this.ttlMs <= 0) return;
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= this.max) {
      const oldest = this.entries.oldestToken();
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, session.user.id, { ...session, cachedAt: this.now() });
  }

  /** Forgets one session (its sign-out) and every other session of the same account. */
  forgetToken(token: string) {
    const userId = this.entries.userOf(token);
    this.entries.delete(token);
    if (userId !== undefined) this.forgetUser(userId);
  }

  /** After the account changed (name, password, deletion), every one of its sessions. */
  forgetUser(userId: string) {
    this.entries.deleteUser(userId);
  }
}
