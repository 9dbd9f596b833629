import { t } from "@/client/i18n/t";
import { noteAnswer } from "@/client/lib/member-notices";
import { ACCOUNT_HEADER, SAVED_AT_HEADER } from "@/domain/offline-cache";
import { noteConfirmed } from "./device-session";
import { isOffline, noteSavedAnswer, offlineWriteMessage } from "./offline-status";
import { currentAccountId, rememberedUserId } from "./saved-answers";

/** A write asked for without a connection: refused before it is sent. */
export class OfflineWriteError extends Error {
  readonly status = 0;
  constructor() {
    super(offlineWriteMessage());
  }
}

/** The answer came from another workspace than the page works in (see apiFetch). */
export class WorkspaceChangedError extends Error {
  readonly status = 0;
  constructor() {
    super(
      t({
        id: "offline.workspaceChanged",
        defaultMessage: "Your workspace changed. Loading it now.",
      }),
    );
  }
}

type WorkspaceListener = (workspaceId: string) => void;
let workspaceListener: WorkspaceListener | undefined;

/** The app's one reaction to an answer from another workspace (lib/workspace.ts). */
export function onWorkspaceChanged(listener: WorkspaceListener) {
  workspaceListener = listener;
}

function notifyWorkspaceChanged(workspaceId: string) {
  workspaceListener?.(workspaceId);
}

const READS = new Set(["GET", "HEAD"]);

/**
 * The typed API client's fetch (ADR 0018): names the account the page is signed in to, so
 * the service worker reads and files answers under it; refuses a write while offline (it
 * would only fail, or be kept and sent later unseen); notes when a saved answer was used.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // Relative to the page, as fetch itself resolves it (Request alone needs an absolute URL
  // outside a browser, e.g. under jsdom).
  const target =
    input instanceof Request ? input : new URL(String(input), globalThis.location?.href);
  const request = new Request(target, init);
  if (!READS.has(request.method) && isOffline()) throw new OfflineWriteError();
  const account = currentAccountId();
  if (account) request.headers.set(ACCOUNT_HEADER, account);
  const res = await fetch(request);
  // Removed, or given another role, by someone else: the page says so (member-notices.ts).
  noteAnswer(res.headers, rememberedUserId());
  noteConfirmed(res.headers);
  const served = res.headers.get(ACCOUNT_HEADER);
  // The server works in another workspace than this page believes (a switch in another tab,
  // a removal): the answer is not shown under this workspace's name; the page starts over.
  // Unless the page has moved there meanwhile: an answer to a request sent before the move
  // would otherwise send the page back to the Overview a second time (seen after joining).
  // Nor when the person signed out meanwhile (no workspace is remembered): the answer of a
  // read sent before would send them from the signed-out home page to /dashboard, then /auth.
  const now = currentAccountId();
  if (account && now && served && served !== account && served !== now) {
    notifyWorkspaceChanged(served);
    throw new WorkspaceChangedError();
  }
  const savedAt = res.headers.get(SAVED_AT_HEADER);
  if (savedAt) noteSavedAnswer(new Date(savedAt));
  return res;
}
