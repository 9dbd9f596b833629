/**
 * Requests a dashboard page needs, started by a tiny script the HTML loads (written at build
 * time by scripts/prerender.tsx) instead of after React, the router and the page's chunk:
 * under a slow network each of those is a round trip. The app takes each response once
 * (`takeEarly`), and only while it is fresh; afterwards its queries fetch as usual.
 */
const GLOBAL = "__tribeEarly";
/** A response older than this is not used: the page asked for it long ago. */
const FRESH_MS = 10_000;

export type EarlyRequest = "session" | "overview";

/**
 * The script, as plain ES5 (it runs before any bundle). The session on every dashboard page;
 * the Overview on /dashboard itself, and only when someone signed in here before (the spec's
 * tribe_auth entry), so a visitor without a session costs no refused request.
 */
export const EARLY_REQUESTS_SCRIPT = `(function () {
  var path = location.pathname;
  if (!/^\\/dashboard(\\/|$)/.test(path)) return;
  var get = function (url) {
    return fetch(url, { credentials: "same-origin" }).catch(function () { return null; });
  };
  var signedInBefore = false;
  try { signedInBefore = !!localStorage.getItem("tribe_auth"); } catch (e) {}
  window.${GLOBAL} = {
    at: Date.now(),
    session: get("/api/auth/get-session"),
    overview: /^\\/dashboard\\/?$/.test(path) && signedInBefore ? get("/api/overview") : null
  };
})();
`;

type Early = { at: number } & Partial<Record<EarlyRequest, Promise<Response | null> | null>>;

/** The early response for `name`, once; undefined when there is none (or it is stale). */
export function takeEarly(name: EarlyRequest): Promise<Response | null> | undefined {
  const early = (globalThis as { [GLOBAL]?: Early })[GLOBAL];
  if (!early || Date.now() - early.at > FRESH_MS) return undefined;
  const response = early[name] ?? undefined;
  early[name] = null;
  return response;
}

/**
 * Hands the app an answer it already holds (a page the server rendered carries its own, see
 * app/page-data.ts): the query that would ask for it as the page hydrates takes this one
 * instead, once, as it would take an early request's.
 */
export function provideEarly(name: EarlyRequest, body: string) {
  const store = globalThis as { [GLOBAL]?: Early };
  const response = new Response(body, { headers: { "content-type": "application/json" } });
  store[GLOBAL] = { at: Date.now(), ...store[GLOBAL], [name]: Promise.resolve(response) };
}

/** The early response for `name` when it arrived and is fine, else a request made now. */
export async function earlyOr<R>(name: EarlyRequest, request: () => Promise<R>): Promise<R> {
  const early = await takeEarly(name);
  return early?.ok ? (early as R) : request();
}
