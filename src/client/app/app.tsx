import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type DataRouter, RouterProvider } from "react-router";
import { afterPaint } from "@/client/lib/after-paint";
import { beginHydration } from "@/client/lib/use-hydrated";
import { Providers } from "./providers";
import { routes } from "./router";

export const App = ({ router }: { router: DataRouter }) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
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
 * Starts the app. A page pre-rendered at build time (/auth, scripts/prerender.tsx) is hydrated
 * once its lazy routes are loaded, so the first client render matches the HTML; an empty
 * shell (every other route, and the dev server) is rendered.
 */
export async function startApp(container: HTMLElement) {
  const router = createBrowserRouter(routes);
  if (!container.hasChildNodes()) {
    createRoot(container).render(<App router={router} />);
    return;
  }
  await Promise.all([routerReady(router), afterPaint()]);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (the page is already on screen).
  beginHydration();
  startTransition(() => {
    hydrateRoot(container, <App router={router} />);
  });
}
