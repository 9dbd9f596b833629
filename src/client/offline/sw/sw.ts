// The service worker (ADR 0018), built by vite-plugin-pwa (injectManifest) from Workbox's
// modules: it precaches the app shell and its hashed assets, and keeps each account's API
// reads, fresh from the network whenever there is one, for a road day without a connection.

import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  ACCOUNT_HEADER,
  apiCacheName,
  isAccountId,
  isCacheableApiRead,
  isSavedFilePath,
  SAVED_AT_HEADER,
  SHOW_FILES_CACHE_PREFIX,
  showFilesCacheName,
} from "../../../domain/offline-cache";
import { SW_MESSAGES, type SwMessage } from "./sw-messages";
import type { ServiceWorkerScope } from "./sw-scope";

declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The empty shell (prerender writes app.html): it renders any route of the app. */
const SHELL = "/app.html";

/**
 * Pages come from the server whenever it answers: the rendered Overview, the pre-rendered
 * landing and /auth stay exactly what the server sends, and no page (the Overview carries an
 * account's figures) is ever stored. Only without a network does the precached shell stand in,
 * and the app renders the page from the answers saved below. /api and files are never pages,
 * and an act's public dates (/dates, served by the server alone) are not the app's: offline, the
 * browser says so rather than the app's "page not found".
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/dates(\/|$)/, /\.[a-z0-9]+$/i] },
  ),
);

/**
 * A hashed asset the precache leaves out (the charts), kept once a page has loaded it: its
 * name changes with its content, so a kept copy is never stale. Bounded, old builds' go first.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "tribe-assets",
    plugins: [new ExpirationPlugin({ maxEntries: 40 })],
  }),
);

/**
 * One NetworkFirst per account, each with its own cache: answered by the network while there
 * is one (never a stale answer online), by the account's saved answer without. An answer is
 * saved only when the server says it belongs to the account the page asked for, so a tab
 * that still believes in an account signed out elsewhere cannot file one account's answers
 * under another.
 */
/**
 * The save generation (issue 46): each forgetting starts a new one. A request remembers the
 * generation it started in; its answer is saved only if that is still the one when it lands,
 * and one that landed across a forgetting is deleted again, so an answer on its way at
 * sign-out is never left behind.
 */
let epoch = 0;
type EpochState = { epoch?: number };

const strategies = new Map<string, NetworkFirst>();
function strategyFor(account: string) {
  let strategy = strategies.get(account);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: apiCacheName(account),
      plugins: [
        {
          requestWillFetch: async ({ request, state }) => {
            (state as EpochState).epoch = epoch;
            return request;
          },
          cacheDidUpdate: async ({ cacheName, request, state }) => {
            if ((state as EpochState).epoch !== epoch)
              await (await caches.open(cacheName)).delete(request);
          },
          cacheWillUpdate: async ({ response, state }) => {
            if ((state as EpochState).epoch !== epoch) return null;
            const json = response.headers.get("content-type")?.includes("application/json");
            if (response.status !== 200 || !json) return null;
            if (response.headers.get(ACCOUNT_HEADER) !== account) return null;
            const headers = new Headers(response.headers);
            headers.set(SAVED_AT_HEADER, new Date().toISOString());
            return new Response(await response.blob(), {
              status: response.status,
              statusText: response.statusText,
              headers,
            });
          },
        },
      ],
    });
    strategies.set(account, strategy);
  }
  return strategy;
}

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isCacheableApiRead(request.method, url.pathname),
  async ({ request, event }) => {
    const account = request.headers.get(ACCOUNT_HEADER);
    // A request that names no account (the dashboard's early requests) is the network's alone.
    if (!isAccountId(account)) return fetch(request);
    return strategyFor(account).handle({ request, event });
  },
);

/**
 * A show's file (stage plot, rider) or its stage copy: from the network whenever there is one (a deleted file,
 * a role that lost a contract, reads as the server says), else as the page saved it with the
 * day sheet (offline/show-files-offline.ts). A link or an image names no account, so every
 * saved workspace's files are looked in: there is one, the others are forgotten on a switch.
 */
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === "GET" && isSavedFilePath(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const names = (await caches.keys()).filter((n) => n.startsWith(SHOW_FILES_CACHE_PREFIX));
      for (const name of names) {
        const saved = await (await caches.open(name)).match(request.url, { ignoreSearch: true });
        if (saved) return saved;
      }
      throw error;
    }
  },
);

/**
 * Deletes everything saved but the precache (sign-out, another account): every account's
 * answers and files, to be sure, and the kept chart code.
 */
async function forgetAccounts() {
  epoch++;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith("workbox-precache")).map((name) => caches.delete(name)),
  );
}

self.addEventListener("message", (event) => {
  const message = event.data as SwMessage | undefined;
  if (message?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (message?.type === SW_MESSAGES.forgetAccounts) event.waitUntil(forgetAccounts());
  if (message?.type === SW_MESSAGES.forgetAccount && isAccountId(message.accountId)) {
    const id = message.accountId;
    epoch++;
    event.waitUntil(
      Promise.all([caches.delete(apiCacheName(id)), caches.delete(showFilesCacheName(id))]),
    );
  }
});

// The first worker takes the open pages at once; a later one waits for Reload (the app asks).
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
