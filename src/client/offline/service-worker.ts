import { SW_MESSAGES } from "./sw/sw-messages";

/** The worker vite-plugin-pwa builds from src/client/offline/sw/sw.ts (ADR 0018). */
const SW_URL = "/sw.js";

/**
 * Registers the service worker once the page has loaded: a first visit downloads and starts
 * exactly what it did before, and the worker's precache waits for the page. A new version
 * that is ready (installed, waiting behind this page) is announced with a Reload action.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SW_URL, { scope: "/" })
      .then((registration) => {
        watchForUpdates(registration);
        void whenControlled().then(saveRoadDaysWhenIdle);
      })
      .catch(() => {
        // No worker (a private window that refuses it, a browser without it): the app works
        // online as before, only nothing is saved for offline use.
      });
  };
  if (document.readyState === "complete") setTimeout(register, 0);
  else window.addEventListener("load", () => setTimeout(register, 0), { once: true });
}

/** Resolves once a service worker answers this page's requests (the first one claims it). */
const whenControlled = () =>
  navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), {
          once: true,
        }),
      );

/** The road days ahead are saved with the worker in charge, and again on reconnecting. */
function saveRoadDaysWhenIdle() {
  const save = () => void import("./road-days").then(({ saveRoadDays }) => saveRoadDays());
  const idle = (run: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(run) : setTimeout(run, 1000);
  idle(save);
  window.addEventListener("online", () => idle(save));
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // Only a worker that replaces one already in charge is an update; the first just installs.
  const announce = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) announceUpdate(worker);
  };
  // The browser may have found the new worker before this page asked: it may be waiting, or
  // still installing.
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === "installed") return announce(worker);
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") announce(worker);
    });
  };
  track(registration.waiting);
  track(registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
}

/** The new worker waiting behind this page, once there is one; read by the update prompt. */
let waitingWorker: ServiceWorker | undefined;
const updateListeners = new Set<() => void>();

function announceUpdate(worker: ServiceWorker) {
  if (waitingWorker) return;
  waitingWorker = worker;
  for (const listener of updateListeners) listener();
}

export const subscribeToUpdate = (listener: () => void) => {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
};

export const updateReady = () => waitingWorker !== undefined;

/** Reload, chosen by the user: the new worker takes over, then the page loads the new build. */
export function applyUpdate() {
  if (!waitingWorker) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
    once: true,
  });
  waitingWorker.postMessage({ type: SW_MESSAGES.skipWaiting });
}
