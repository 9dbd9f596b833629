/**
 * What the embedded database says changed, as migration 0009's triggers word it: someone's
 * sessions, memberships or account; a workspace renamed or deleted; a workspace's data moved
 * to a new version. PGlite delivers a write's notices with its own answer, before the code
 * that made the write goes on, so a process that keeps the session check in memory forgets
 * what changed before anyone can ask again (docs/decisions/0021-session-check-in-process.md).
 */
export type ChangeNotice =
  | { kind: "user"; id: string }
  | { kind: "workspace"; id: string }
  | { kind: "version"; workspaceId: string; version: number }
  /** A payload this build does not understand (a newer one's): forget everything. */
  | { kind: "unknown" };

/** The channel migration 0009 notifies on. */
export const CHANGE_CHANNEL = "tribe_changes";

/** The setting that turns the notices on; only the embedded database has it (client.ts). */
export const CHANGE_NOTICES_SETTING = "tribe.change_notices = on";

const UNKNOWN: ChangeNotice = { kind: "unknown" };

/** A payload read back. */
export function parseChangeNotice(payload: string): ChangeNotice {
  const colon = payload.indexOf(":");
  const kind = payload.slice(0, colon);
  const rest = payload.slice(colon + 1);
  if (colon < 1 || rest === "") return UNKNOWN;
  if (kind === "user" || kind === "workspace") return { kind, id: rest };
  if (kind !== "version") return UNKNOWN;
  // A workspace id may hold colons; the version is what follows the last one.
  const last = rest.lastIndexOf(":");
  const version = Number(rest.slice(last + 1));
  if (last < 1 || !Number.isSafeInteger(version)) return UNKNOWN;
  return { kind, workspaceId: rest.slice(0, last), version };
}

type Listener = (notice: ChangeNotice) => void;

/** Everyone in this process who keeps something the notices may make stale. */
export class ChangeNotices {
  readonly #listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A payload as the database sent it. */
  publish(payload: string) {
    const notice = parseChangeNotice(payload);
    for (const listener of this.#listeners) listener(notice);
  }
}
