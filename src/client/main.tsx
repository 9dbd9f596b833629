import { closePhoneMenuOnChoice } from "./features/landing/phone-menu";
import { nextTask } from "./lib/after-paint";
import { holdEarlyClicks } from "./lib/early-clicks";
import { prefetchWhenLoaded, startOnIntent } from "./lib/start-on-intent";
import "./styles.css";

/**
 * The app's scripts could not be had when the reader reached for the page, minutes after it
 * loaded (a release since then replaced them, or the network dropped): the page is loaded
 * again once, so its buttons do not stay dead. A second failure leaves it as it is.
 */
const reloadOnce = () => {
  try {
    if (sessionStorage.getItem("tribe_reloaded")) return;
    sessionStorage.setItem("tribe_reloaded", "1");
  } catch {
    return;
  }
  window.location.reload();
};

const container = document.getElementById("root")!;

/**
 * React, imported ahead of the app in a task of its own: a module runs its top-level code in
 * the task that first imports it, and the app's whole graph at once held a 4× slower CPU for
 * ~280 ms in one piece as the Overview started (decision 10). Asked for the one export the
 * app uses: a module imported whole from here brings its unused exports to the page
 * (react-router's and the query client's made the Overview's scripts 35 KB gz larger), and
 * one of the app's own modules here splits the app's chunks differently (+0.6 KB gz, one
 * file more for /auth), so React alone, already a chunk of its own.
 */
const loadReact = async () => (await import("react-dom/client")).hydrateRoot;

/**
 * `inSteps` where the page was painted and its chunks preloaded (the Overview). /auth starts
 * on the reader's first touch, who waits for the form: it imports the app at once, as before.
 */
async function startTheApp({ inSteps }: { inSteps: boolean }) {
  if (inSteps) {
    await loadReact();
    await nextTask();
  }
  const { startApp } = await import("./app/app");
  await startApp(container);
}

// "/" is the landing page, pre-rendered at build time and whole as HTML: its links are plain
// page loads, so it is not hydrated and loads no React (decision 10). The dev server sends the
// bare shell, which is rendered. Every other path starts the full app.
if (window.location.pathname === "/") {
  closePhoneMenuOnChoice(document);
  if (!container.hasChildNodes()) {
    void import("./app/render-landing").then(({ renderLanding }) => renderLanding(container));
  }
} else if (container.hasChildNodes() && /^\/auth\/?$/.test(window.location.pathname)) {
  // /auth pre-rendered: the server sends it only to a visitor without a session (a signed-in
  // one gets the shell, which moves them on). Its app starts when the reader reaches for the
  // form, from scripts fetched meanwhile; a button pressed before then is pressed again.
  holdEarlyClicks(container);
  startOnIntent(() => void startTheApp({ inSteps: false }).catch(reloadOnce));
  prefetchWhenLoaded(document);
} else {
  // The app: hydrated when the server sent a rendered page (the Overview), rendered otherwise.
  void startTheApp({ inSteps: true });
}
