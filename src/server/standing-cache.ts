import type { ChangeNotice, ChangeNotices } from "./db/change-notices";
import type { SessionStanding } from "./db/queries/account/session-standing";
import { TokensByUser } from "./tokens-by-user";

/**
 * The session check's answer (session-standing.ts) per session, kept in memory by a process
 * whose database tells it every change (the embedded one, change-notices.ts): a session that
 * ended, a membership removed or changed, a workspace renamed or deleted is forgotten before
 * the write that did it has answered, so the very next request reads afresh. A workspace's
 * data version is kept apart and moved by the same notices, so a write costs its workspace no
 * re-read at all (docs/decisions/0021-session-check-in-process.md).
 */
export class StandingCache {
  readonly #entries = new TokensByUser<SessionStanding>();
  readonly #versions = new Map<string, number>();
  /** Moves with every notice: an answer read before one may already be stale. */
  #generation = 0;

  constructor(
    notices: ChangeNotices,
    readonly max = 10_000,
  ) {
    notices.subscribe((notice) => this.#forget(notice));
  }

  /** Taken before reading the database; `set` keeps the answer only if nothing moved since. */
  get generation() {
    return this.#generation;
  }

  get(token: string): SessionStanding | undefined {
    const standing = this.#entries.get(token);
    if (!standing) return undefined;
    const workspace = standing.workspace;
    if (!workspace) return standing;
    const version = this.#versions.get(workspace.id);
    // Its version went with a deleted workspace, or with a full cache: read afresh.
    if (version === undefined) return undefined;
    return { ...standing, workspace: { ...workspace, version } };
  }

  set(token: string, userId: string, standing: SessionStanding, readAt: number) {
    if (readAt !== this.#generation) return;
    if (this.#entries.size >= this.max || this.#versions.size >= this.max) this.#clear();
    this.#entries.set(token, userId, standing);
    const workspace = standing.workspace;
    if (workspace) this.#versions.set(workspace.id, workspace.version);
  }

  #forget(notice: ChangeNotice) {
    this.#generation++;
    switch (notice.kind) {
      case "version":
        if (this.#versions.has(notice.workspaceId)) {
          this.#versions.set(notice.workspaceId, notice.version);
        }
        return;
      case "workspace":
        this.#versions.delete(notice.id);
        return;
      case "user":
        this.#entries.deleteUser(notice.id);
        return;
      case "unknown":
        this.#clear();
    }
  }

  #clear() {
    this.#entries.clear();
    this.#versions.clear();
  }
}
