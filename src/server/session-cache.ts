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
}

interface Entry extends CachedSession {
  cachedAt: number;
}

const NOTICED_TTL_MS = 10 * 60_000;

/** Cookie names better-auth uses for the session token (the second one under HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The signed session token of a request, or undefined without one. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}

/**
 * Sessions this process has checked through better-auth in the last `ttlMs` (its full check:
 * signature, session and user, expiry refresh), keyed by the signed cookie value, which
 * better-auth verified before it was cached. A cached session's row is still re-read on every
 * request in one small statement (middleware/session.ts), so a sign-out, revocation, password
 * change or deletion on any process ends it at once. What the cache saves is better-auth's
 * own check; what it may serve stale, for at most `ttlMs`, is the user's fields (a name
 * changed on another process; this one forgets its copy at once) (docs/decisions/0010-speed.md).
 * On the embedded database one process hears of every change to an account as it is made
 * (db/change-notices.ts): the re-read is kept in memory too (standing-cache.ts), and so is
 * this copy, for longer (docs/decisions/0021-session-check-in-process.md).
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
    // Told of every change to an account, a process need not distrust its copy on a timer;
    // it still asks better-auth now and then, which extends a session that is in use.
    this.ttlMs = opts.ttlMs ?? (opts.notices ? NOTICED_TTL_MS : 5_000);
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
