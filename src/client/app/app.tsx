import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type DataRouter, matchRoutes, RouterProvider } from "react-router";
import { renewLocaleCookie, speak, startingLocale } from "@/client/i18n/person-locale";
import { currentLocale } from "@/client/i18n/t";
import { afterPaint, nextTask } from "@/client/lib/after-paint";
import { queryClient as browserQueryClient } from "@/client/lib/query-client";
import { beginHydration } from "@/client/lib/use-hydrated";
import { cn } from "@/client/lib/utils";
import { resumeOutbox } from "@/client/offline/outbox-resume";
import { registerServiceWorker } from "@/client/offline/service-worker";
import { seedFromPage } from "./page-data";
import { Providers } from "./providers";
import { routes } from "./router";

/**
 * The app around a router. The browser has one query cache for good; a server render brings
 * its own per request (render-page.tsx), so no account's data outlives its page.
 */
export const App = ({
  router,
  queryClient = browserQueryClient,
}: {
  router: DataRouter;
  queryClient?: QueryClient;
}) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>
  </StrictMode>
);

/** Resolves once the router has loaded the lazy routes of its first location. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Fetches and runs the lazy modules of the routes the address matches. Done before the
 * router exists, the router's own creation then finds them loaded, instead of fetching them
 * (and adding their preload links) inside the task that builds it (decision 10). Only for a
 * page built ahead without preloads (/auth): the server-rendered Overview preloads its
 * route chunks, and matching the routes twice would cost more than it saves there. A module
 * that fails to load is left to the router, which reports it as it always does.
 */
async function loadMatchedRoutes(location: Location) {
  if (document.querySelector('link[rel="modulepreload"]')) return;
  const matched = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matched.map(({ route }) =>
      typeof route.lazy === "function" ? route.lazy().catch(() => undefined) : undefined,
    ),
  );
}

/**
 * tailwind-merge builds its class tables on its first call: made here, while the page's chunks
 * are still arriving, rather than inside the first slice of hydration.
 */
async function warmUpClassMerging() {
  cn("p-0", "p-1");
  await nextTask();
}

/**
 * Starts the app. A page rendered ahead (/auth at build time by scripts/prerender.tsx, the
 * Overview per request by the server) is hydrated once its lazy routes are loaded and the
 * answers it was rendered from are in the cache, so the first client render matches the
 * HTML; an empty shell (every other route, and the dev server) is rendered.
 */
export async function startApp(container: HTMLElement) {
  registerServiceWorker();
  // Writes left queued offline (a check-in) are sent now; nothing loads when there are none.
  resumeOutbox();
  // Each step in a task of its own, after the one that evaluated the app's modules.
  await nextTask();
  renewLocaleCookie();
  // A page rendered ahead is in the language its <html lang> says: /auth in the one the server
  // picked (the cookie, else the browser's), the Overview in English. It is hydrated in that
  // language once its catalogue is here (a chunk of its own, issue 55); in any other, the page
  // is rendered afresh. A catalogue that cannot load (offline, never fetched) leaves English.
  const rendered = document.documentElement.lang;
  const locale = startingLocale();
  if (locale !== "en") await speak(locale).catch(() => undefined);
  if (!container.hasChildNodes() || currentLocale() !== rendered) {
    container.replaceChildren();
    createRoot(container).render(<App router={createBrowserRouter(routes)} />);
    return;
  }
  const routeModules = loadMatchedRoutes(window.location);
  await nextTask();
  seedFromPage(browserQueryClient, document);
  await routeModules;
  await nextTask();
  const router = createBrowserRouter(routes);
  await Promise.all([routerReady(router), afterPaint().then(warmUpClassMerging)]);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (the page is already on screen).
  beginHydration();
  startTransition(() => {
    hydrateRoot(container, <App router={router} />);
  });
}
