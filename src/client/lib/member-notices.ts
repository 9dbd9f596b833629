import { useSyncExternalStore } from "react";
import { ACCOUNT_HEADER, SAVED_AT_HEADER } from "@/domain/offline-cache";
import {
  decodeNotice,
  type MemberNotice,
  NOTICE_HEADER,
  noticeText,
  ROLE_HEADER,
} from "@/domain/team/member-notices";
import { isRole, type Role } from "@/domain/team/roles";

/**
 * What the page tells a person whose place in a party someone else changed (issue 34):
 * read from every API answer (apiFetch), shown once by the dashboard's banner until
 * dismissed. A removal is said by the server on the answer that moved them; a role change is
 * noticed here, from the role each answer carries against the one this device last saw.
 */

/** The role this device last saw the person have, per person and workspace. */
const ROLE_STORAGE_KEY = "tribe_role";

interface KnownRole {
  userId: string;
  workspaceId: string;
  role: Role;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let shown: readonly string[] = [];
let roleListener: ((role: Role) => void) | undefined;

function show(notice: MemberNotice) {
  const text = noticeText(notice);
  // Answers already on their way when the first told us say it again: once is enough.
  if (shown.includes(text)) return;
  shown = [...shown, text];
  for (const listener of listeners) listener();
}

/** The notices on screen, oldest first. */
export function useMemberNotices(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => shown,
  );
}

export function dismissMemberNotice(text: string) {
  shown = shown.filter((t) => t !== text);
  for (const listener of listeners) listener();
}

/** Sign-out: what was said to one person is not left on screen for the next. */
export function forgetMemberNotices() {
  shown = [];
  for (const listener of listeners) listener();
}

/** The app's one reaction to a changed role: answers shaped for the old one go (workspace.ts). */
export function onRoleChanged(listener: (role: Role) => void) {
  roleListener = listener;
}

function readKnown(): KnownRole | null {
  try {
    return JSON.parse(localStorage.getItem(ROLE_STORAGE_KEY) ?? "null") as KnownRole | null;
  } catch {
    return null;
  }
}

/**
 * The person changed their own role (handing over ownership): theirs to know already, so
 * the answers that follow carry no news.
 */
export function expectOwnRole(role: Role) {
  const known = readKnown();
  if (known) rememberRole({ ...known, role });
}

function rememberRole(known: KnownRole) {
  localStorage.setItem(ROLE_STORAGE_KEY, JSON.stringify(known));
}

/**
 * Reads one API answer for `userId`'s page. A saved answer (offline) speaks of the past and
 * is not read.
 */
export function noteAnswer(headers: Headers, userId: string | undefined) {
  if (!userId || headers.get(SAVED_AT_HEADER)) return;
  const notice = decodeNotice(headers.get(NOTICE_HEADER));
  if (notice) show(notice);
  const workspaceId = headers.get(ACCOUNT_HEADER);
  const role = headers.get(ROLE_HEADER);
  if (!workspaceId || !isRole(role)) return;
  const known = readKnown();
  if (known?.role === role && known.workspaceId === workspaceId && known.userId === userId) return;
  rememberRole({ userId, workspaceId, role });
  if (known?.userId !== userId || known.workspaceId !== workspaceId) return;
  show({ kind: "role", role });
  roleListener?.(role);
}
