import { isRole, ROLE_LABELS, type Role } from "./roles";

/**
 * What a person is told when someone else changed their place in a party (issue 34): they
 * were removed from the workspace they worked in, it was deleted, or their role changed.
 * Derived from what is already stored, no table of notices: the server sees a removal when a
 * session's workspace no longer has them (session-standing.ts) and says so on that one
 * answer; a role is sent with every answer, and the page compares it with the one it knew.
 */
export type MemberNotice =
  | { kind: "removed"; workspaceName: string }
  | { kind: "deleted" }
  | { kind: "role"; role: Role };

/** The answer that first finds the person outside their workspace carries the notice. */
export const NOTICE_HEADER = "X-Tribe-Notice";
/** The person's own role in the workspace an answer is about (never the viewed-as one). */
export const ROLE_HEADER = "X-Tribe-Role";

/** "The Night Owls' workspace", "Mara's workspace". */
export function workspaceOf(name: string): string {
  const trimmed = name.trim();
  return `${trimmed}${/s$/i.test(trimmed) ? "'" : "'s"} workspace`;
}

/** The words the page shows for a notice. */
export function noticeText(notice: MemberNotice): string {
  switch (notice.kind) {
    case "removed":
      return `You were removed from ${workspaceOf(notice.workspaceName)}. You're back in your own workspace.`;
    case "deleted":
      return "The workspace you were working in was deleted. You're back in your own workspace.";
    case "role":
      return `Your role is now ${ROLE_LABELS[notice.role]}.`;
  }
}

/** A header value is ASCII: the notice as URI-encoded JSON. */
export const encodeNotice = (notice: MemberNotice) => encodeURIComponent(JSON.stringify(notice));

/** The notice a header carries; undefined for anything else (never trusted blindly). */
export function decodeNotice(value: string | null): MemberNotice | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== "object") return undefined;
  const n = parsed as Record<string, unknown>;
  if (n.kind === "removed" && typeof n.workspaceName === "string" && n.workspaceName.trim()) {
    return { kind: "removed", workspaceName: n.workspaceName };
  }
  if (n.kind === "deleted") return { kind: "deleted" };
  if (n.kind === "role" && isRole(n.role)) return { kind: "role", role: n.role };
  return undefined;
}
