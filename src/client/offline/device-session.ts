import { ACCOUNT_HEADER, SAVED_AT_HEADER } from "@/domain/offline-cache";

/**
 * What this device knows of its session beyond the cookie (issue 35, items 7 and 8; decision 8).
 *
 * - A sign-out with no signal signs out on the device at once (its saved data gone, nobody
 *   remembered) and leaves a mark: the server session, whose cookie the page cannot touch, is
 *   ended at the next connection, before anything else is asked. Until then the app is signed
 *   out, whatever the old cookie would still open.
 * - Saved pages stand in for the server only while the server has confirmed the person's
 *   workspace recently: a member removed while the phone was offline reads the saved copy for
 *   at most OFFLINE_TRUST_DAYS, then the device forgets it.
 */
const SIGN_OUT_KEY = "tribe_sign_out_pending";
const CONFIRMED_KEY = "tribe_confirmed_at";

const OFFLINE_TRUST_DAYS = 7;
const DAY_MS = 86_400_000;

export const signOutPending = () => localStorage.getItem(SIGN_OUT_KEY) !== null;

export function markSignOutPending() {
  localStorage.setItem(SIGN_OUT_KEY, new Date().toISOString());
  localStorage.removeItem(CONFIRMED_KEY);
}

/** A sign-in replaced the cookie: the old session is no longer this device's to end. */
export function clearSignOutPending() {
  localStorage.removeItem(SIGN_OUT_KEY);
}

/**
 * Ends the server session the device signed out of while offline. `signOut` is the auth
 * client's; a failure keeps the mark for the next connection.
 */
export async function finishPendingSignOut(
  signOut: () => Promise<{ error?: unknown } | undefined>,
): Promise<void> {
  try {
    const answer = await signOut();
    if (!answer?.error) clearSignOutPending();
  } catch {
    // Still no server: tried again at the next connection.
  }
}

/** An answer from the server itself (not the device's copy) naming the person's workspace. */
export function noteConfirmed(headers: Headers) {
  if (headers.get(SAVED_AT_HEADER) || !headers.get(ACCOUNT_HEADER)) return;
  localStorage.setItem(CONFIRMED_KEY, String(Date.now()));
}

/** The server answered with the person's session: they are still signed in. */
export function noteSessionConfirmed() {
  localStorage.setItem(CONFIRMED_KEY, String(Date.now()));
}

/** Whether saved pages may still stand in for the server (see above). */
export function offlineTrustHolds(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(CONFIRMED_KEY));
  return Number.isFinite(at) && at > 0 && now - at <= OFFLINE_TRUST_DAYS * DAY_MS;
}
