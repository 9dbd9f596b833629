import { toast } from "sonner";
import { SW_MESSAGES } from "../sw/sw-messages";

/** The worker vite-plugin-pwa builds from src/client/sw/sw.ts (ADR 0017). */
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
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") announce(worker);
    });
  });
}

let announced = false;
function announceUpdate(worker: ServiceWorker) {
  if (announced) return;
  announced = true;
  toast("A new version of Tribe is ready", {
    description: "Reload to use it.",
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: "Reload",
      onClick: () => {
        // The page reloads once the new worker is in charge, so it loads the new build.
        navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
          once: true,
        });
        worker.postMessage({ type: SW_MESSAGES.skipWaiting });
      },
    },
  });
}
